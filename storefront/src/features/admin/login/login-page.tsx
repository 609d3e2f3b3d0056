import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInputSchema } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { saveStaffSession } from '@/lib/auth-storage';
import { logInStaff } from '../api/login';
import { hasSessionEnded, placeAfterLogin, SESSION_ENDED_MESSAGE } from '../lib/session-return';
import styles from './login-page.module.css';

/** Staff log in with e-mail and password; the token and the isAdmin flag go to browser storage. */
export function LoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { state } = useLocation();
  const { shopName } = useShopSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const logIn = handleSubmit(async (credentials) => {
    try {
      const token = await logInStaff(credentials);
      saveStaffSession(token);
      toast.success('Login successful!', { autoClose: 1000 });
      const place = placeAfterLogin(state);
      navigate({ pathname: place.pathname, search: place.search }, { replace: true, state: place.state });
    } catch (error) {
      console.warn('Login failed', error);
      toast.error(error instanceof Error ? error.message : 'Login failed');
    }
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={logIn} noValidate aria-labelledby="login-title">
        <p className={styles.brand}>{shopName}</p>
        <h1 id="login-title" className={styles.title}>
          Admin Login
        </h1>
        {hasSessionEnded(state) && (
          <p className={styles.notice} role="status">
            {SESSION_ENDED_MESSAGE}
          </p>
        )}
        <label className={styles.field}>
          <span>Email</span>
          <input
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            required
            {...register('email')}
          />
          {errors.email && (
            <span id="login-email-error" className={styles.error} role="alert">
              {errors.email.message}
            </span>
          )}
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            required
            {...register('password')}
          />
          {errors.password && (
            <span id="login-password-error" className={styles.error} role="alert">
              {errors.password.message}
            </span>
          )}
        </label>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}

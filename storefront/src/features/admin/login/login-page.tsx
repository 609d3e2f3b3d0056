import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginInputSchema, STAFF_SESSION_MESSAGES } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { saveStaffSession } from '@/lib/auth-storage';
import { logInStaff } from '../api/login';
import { LabelledInput } from '../components/labelled-input';
import { StaffCard } from '../components/staff-card';
import { hasSessionEnded, placeAfterLogin } from '../lib/session-return';
import styles from './login-page.module.css';

const FIELDS: { name: keyof LoginInput; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** Staff log in with e-mail and password; the token and the isAdmin flag go to browser storage. */
export function LoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { state } = useLocation();
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
    <StaffCard title="Admin Login" titleId="login-title" onSubmit={logIn}>
      {hasSessionEnded(state) && (
        <p className={styles.notice} role="status">
          {STAFF_SESSION_MESSAGES.sessionEnded}
        </p>
      )}
      {FIELDS.map((field) => (
        <LabelledInput
          key={field.name}
          label={field.label}
          error={errors[field.name]?.message}
          errorId={`login-${field.name}-error`}
          type={field.type}
          autoComplete={field.autoComplete}
          {...register(field.name)}
        />
      ))}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </button>
    </StaffCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_LINK_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, staffPasswordSchema } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { setPasswordWithLink } from '../api/set-password';
import { LabelledInput } from '../components/labelled-input';
import { StaffCard } from '../components/staff-card';
import styles from '../login/login-page.module.css';

const formSchema = z
  .object({ password: staffPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    message: 'The two passwords are not the same',
    path: ['repeat'],
  });
type SetPasswordForm = z.infer<typeof formSchema>;

const FIELDS: { name: keyof SetPasswordForm; label: string }[] = [
  { name: 'password', label: `New password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters)` },
  { name: 'repeat', label: 'New password again' },
];

/** Where a staff invite or reset e-mail leads: choose a password with the link's one-time token, then log in. */
export function SetPasswordPage() {
  useDocumentTitle('Set your password');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', repeat: '' },
  });

  const save = handleSubmit(async ({ password }) => {
    try {
      await setPasswordWithLink({ token, password });
      toast.success('Your password is saved. Log in with it.');
      navigate(paths.login, { replace: true });
    } catch (error) {
      console.warn('Setting the password failed', error);
      setRefusal(error instanceof Error ? error.message : 'The password could not be saved');
    }
  });

  return (
    <StaffCard title="Set your password" titleId="set-password-title" onSubmit={save}>
      {!token ? (
        <p className={styles.notice} role="alert">
          {PASSWORD_LINK_MESSAGES.incomplete}
        </p>
      ) : (
        <>
          {FIELDS.map((field) => (
            <LabelledInput
              key={field.name}
              label={field.label}
              error={errors[field.name]?.message}
              errorId={`set-password-${field.name}-error`}
              type="password"
              autoComplete="new-password"
              {...register(field.name)}
            />
          ))}
          {refusal && (
            <p className={styles.notice} role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className={styles.submit} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save password'}
          </button>
        </>
      )}
      <Link to={paths.login}>Go to the staff login</Link>
    </StaffCard>
  );
}

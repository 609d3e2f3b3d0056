import {
  firstIssueMessage,
  type NewStaffAccount,
  newStaffAccountSchema,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import styles from './staff-accounts.module.css';

interface NewStaffAccountFormProps {
  onAdd: (input: NewStaffAccount) => Promise<boolean>;
}

const EMPTY = { email: '', name: '', role: 'staff', password: '' };

/** How the new account gets its password: an e-mailed one-time link, or a first one the owner passes on. */
type PasswordWay = 'link' | 'password';

/** Creates a staff account: with an invite link by e-mail, or with a first password the owner passes on. */
export function NewStaffAccountForm({ onAdd }: NewStaffAccountFormProps) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [way, setWay] = useState<PasswordWay>('password');
  const [adding, setAdding] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, ...who } = values;
    const parsed = newStaffAccountSchema.safeParse(
      way === 'link' ? { ...who, sendPasswordLink: true } : { ...who, password },
    );
    // The admin forms' validation messages are browser alerts (spec point 5).
    if (!parsed.success) {
      window.alert(firstIssueMessage(parsed.error));
      return;
    }
    setAdding(true);
    const added = await onAdd(parsed.data);
    setAdding(false);
    if (added) setValues(EMPTY);
  };

  return (
    <form
      className={`${ui.card} ${styles.newForm}`}
      onSubmit={submit}
      noValidate
      aria-label="New staff account"
    >
      <h2 className={ui.sectionTitle}>New staff account</h2>
      <div className={styles.fields}>
        <div className={form.field}>
          <label htmlFor={`${id}-email`} className={form.label}>
            Email
          </label>
          <input className={form.input} type="email" autoComplete="off" {...field('email')} />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-name`} className={form.label}>
            Name
          </label>
          <input className={form.input} type="text" autoComplete="off" {...field('name')} />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-role`} className={form.label}>
            Role
          </label>
          <select className={form.input} {...field('role')}>
            <option value="staff">Staff: orders, catalogue, messages, announcements</option>
            <option value="owner">Owner: everything, Shop settings and staff accounts too</option>
          </select>
        </div>
        <fieldset className={styles.ways}>
          <legend className={form.label}>Password</legend>
          <label className={styles.way}>
            <input type="radio" name={`${id}-way`} checked={way === 'link'} onChange={() => setWay('link')} />
            Send an invite link: they choose their own password (the link works for 48 hours)
          </label>
          <label className={styles.way}>
            <input
              type="radio"
              name={`${id}-way`}
              checked={way === 'password'}
              onChange={() => setWay('password')}
            />
            Set a first password and pass it on yourself
          </label>
        </fieldset>
        {way === 'password' && (
          <div className={form.field}>
            <label htmlFor={`${id}-password`} className={form.label}>
              First password (at least {STAFF_PASSWORD_MIN_LENGTH} characters)
            </label>
            <input
              className={form.input}
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
          </div>
        )}
      </div>
      <button type="submit" className={ui.button} disabled={adding}>
        {adding ? 'Creating...' : way === 'link' ? 'Create and send invite' : 'Create account'}
      </button>
    </form>
  );
}

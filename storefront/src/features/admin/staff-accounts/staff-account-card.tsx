import {
  firstIssueMessage,
  type StaffAccount,
  type StaffAccountChange,
  staffPasswordSchema,
} from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { formatShortDate } from '../lib/format-short-date';
import styles from './staff-accounts.module.css';

interface StaffAccountCardProps {
  account: StaffAccount;
  /** The account logged in: it cannot disable or demote itself. */
  isSelf: boolean;
  onChange: (change: StaffAccountChange) => Promise<boolean>;
}

/**
 * One account: who, role and state, last login; change its role, disable or enable it, set a new password
 * or e-mail it a link to set one.
 */
export function StaffAccountCard({ account, isSelf, onChange }: StaffAccountCardProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');

  const change = async (what: StaffAccountChange) => {
    setBusy(true);
    const changed = await onChange(what);
    setBusy(false);
    return changed;
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffPasswordSchema.safeParse(password);
    if (!parsed.success) {
      window.alert(firstIssueMessage(parsed.error));
      return;
    }
    if (await change({ password: parsed.data })) {
      setResetting(false);
      setPassword('');
    }
  };

  return (
    <li className={`${ui.card} ${styles.account}`} aria-label={`Account of ${account.name}`}>
      <div className={styles.who}>
        <strong>{account.name}</strong>
        <span className={styles.email}>{account.email}</span>
      </div>
      <div className={styles.facts}>
        <span className={ui.badge}>{account.role === 'owner' ? 'Owner' : 'Staff'}</span>
        {account.disabled && <span className={ui.badge}>Disabled</span>}
        {account.invitePending && <span className={ui.badge}>Waiting for a password</span>}
        {isSelf && <span>(you)</span>}
        <span>Last login: {account.lastLoginAt ? formatShortDate(account.lastLoginAt) : 'never'}</span>
      </div>
      {resetting ? (
        <form className={styles.resetForm} onSubmit={savePassword} noValidate>
          <div className={form.field}>
            <label htmlFor={`${id}-password`} className={form.label}>
              New password for {account.name}
            </label>
            <input
              id={`${id}-password`}
              className={form.input}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className={ui.buttonSmall} disabled={busy}>
            Save password
          </button>
          <button type="button" className={ui.buttonGhost} onClick={() => setResetting(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className={ui.actions}>
          {!isSelf && (
            <button
              type="button"
              className={ui.buttonSmall}
              disabled={busy}
              onClick={() => void change({ role: account.role === 'owner' ? 'staff' : 'owner' })}
            >
              {account.role === 'owner' ? 'Make staff' : 'Make owner'}
            </button>
          )}
          {!isSelf && (
            <button
              type="button"
              className={account.disabled ? ui.buttonSmall : ui.buttonDanger}
              disabled={busy}
              onClick={() => void change({ disabled: !account.disabled })}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </button>
          )}
          <button type="button" className={ui.buttonSmall} disabled={busy} onClick={() => setResetting(true)}>
            Reset password
          </button>
          {!account.disabled && (
            <button
              type="button"
              className={ui.buttonSmall}
              disabled={busy}
              onClick={() => void change({ sendPasswordLink: true })}
            >
              Send password link
            </button>
          )}
        </div>
      )}
    </li>
  );
}

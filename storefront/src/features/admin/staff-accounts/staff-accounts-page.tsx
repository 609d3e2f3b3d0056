import type { NewStaffAccount, StaffAccount, StaffAccountChange } from '@shop/contracts';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { changeStaffAccount } from '../api/change-staff-account';
import { createStaffAccount } from '../api/create-staff-account';
import { useStaffAccounts } from '../api/staff-accounts';
import ui from '../components/admin-ui.module.css';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useCurrentStaffEmail } from '../lib/staff-role';
import { NewStaffAccountForm } from './new-staff-account-form';
import { StaffAccountCard } from './staff-account-card';
import styles from './staff-accounts.module.css';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The owner's list of staff accounts (issue #34 item 4): create one (with a first password or an invite
 * link), change its role, disable it, reset its password or e-mail it a password link.
 */
export function StaffAccountsPage() {
  useDocumentTitle('Staff accounts');
  const { data, error, isLoading, mutate } = useStaffAccounts();
  const myEmail = useCurrentStaffEmail();
  const accounts = data?.accounts ?? [];

  const replace = (changed: StaffAccount) =>
    mutate((list) => list && { accounts: list.accounts.map((a) => (a.id === changed.id ? changed : a)) }, {
      revalidate: false,
    });

  const add = async (input: NewStaffAccount) => {
    try {
      const created = await createStaffAccount(input);
      await mutate((list) => list && { accounts: [...list.accounts, created] }, { revalidate: false });
      toast.success(
        input.sendPasswordLink
          ? `Account created: an invite link is on its way to ${created.email}`
          : `Account created for ${created.name}`,
      );
      return true;
    } catch (cause) {
      console.warn('Creating the staff account failed', cause);
      toast.error(messageOf(cause, 'The account could not be created'));
      return false;
    }
  };

  const change = async (account: StaffAccount, what: StaffAccountChange) => {
    try {
      await replace(await changeStaffAccount(account.id, what));
      toast.success(
        what.sendPasswordLink ? `Password link sent to ${account.email}` : `Account of ${account.name} saved`,
      );
      return true;
    } catch (cause) {
      console.warn('Changing the staff account failed', cause);
      toast.error(messageOf(cause, 'The account could not be changed'));
      return false;
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title="Staff accounts"
        subtitle="Who may use the staff area. Owners can do everything; staff handle orders, the catalogue, messages and announcements."
      />
      <NewStaffAccountForm onAdd={add} />
      {isLoading ? (
        <LoadingState text="Loading staff accounts..." />
      ) : error || !data ? (
        <div className={ui.card} role="alert">
          <p>The staff accounts could not be loaded.</p>
          <button type="button" className={ui.button} onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Staff accounts">
          {accounts.map((account) => (
            <StaffAccountCard
              key={account.id}
              account={account}
              isSelf={account.email === myEmail}
              onChange={(what) => change(account, what)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

import type { StaffAccount } from '@shop/contracts';
import { shopRoleOf } from './staff-auth';

/** The fields of a users-permissions user that make a staff account (added in extensions/users-permissions). */
export interface StaffAccountRow {
  id: number;
  email: string;
  username?: string | null;
  displayName?: string | null;
  shopRole?: string | null;
  blocked?: boolean | null;
  lastLoginAt?: string | Date | null;
  /** Read only to tell whether one is set: an invited account has none until its link is used. */
  password?: string | null;
}

/** The name the staff area shows: the one given when the account was made, else its login. */
export function staffNameOf(account: Pick<StaffAccountRow, 'displayName' | 'username'>): string {
  return account.displayName || account.username || '';
}

/** An account as GET /staff/accounts lists it. */
export function staffAccountAnswer(account: StaffAccountRow): StaffAccount {
  return {
    id: account.id,
    email: account.email,
    name: staffNameOf(account),
    role: shopRoleOf(account),
    disabled: Boolean(account.blocked),
    lastLoginAt: account.lastLoginAt ? new Date(account.lastLoginAt).toISOString() : null,
    invitePending: !account.password,
  };
}

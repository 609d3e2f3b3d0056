import type { PasswordLinkPurpose } from '@shop/contracts';

/** The outbox kind of a staff account's set-password e-mail (an invite or a reset). */
export const STAFF_PASSWORD_MAIL_KIND = 'staff-password-link';

/**
 * What the outbox keeps of a set-password e-mail: whose account, its name, and why. Not the link: the
 * token is made when the mail is sent (lib/password-links.ts), so the outbox, its backups and the
 * failing-mail list never hold a live one.
 */
export interface StaffPasswordMailFacts {
  accountId: number;
  name: string;
  purpose: PasswordLinkPurpose;
}

export interface StaffPasswordMail {
  kind: typeof STAFF_PASSWORD_MAIL_KIND;
  to: string;
  facts: StaffPasswordMailFacts;
}

export function staffPasswordMailSubject(purpose: PasswordLinkPurpose, shopName: string): string {
  return purpose === 'invite'
    ? `Your staff account at ${shopName}: set your password`
    : `Set a new password for ${shopName}`;
}

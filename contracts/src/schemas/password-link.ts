import { z } from 'zod';
import { staffPasswordSchema } from './staff-account';

/** Why a set-password link was sent: a new account's first password, or a new one for an account that has one. */
export const PASSWORD_LINK_PURPOSES = ['invite', 'reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** How long a link works after its e-mail is written: an invite may wait for the weekend, a reset not. */
export const PASSWORD_LINK_HOURS: Record<PasswordLinkPurpose, number> = { invite: 48, reset: 1 };

/** What POST /admin/set-password answers with a 400, and what the staff accounts calls answer with a 409. */
export const PASSWORD_LINK_MESSAGES = {
  incomplete: 'This link is not complete: open it again from the e-mail',
  notValid: 'This link is not valid (a newer link may have been sent). Ask the shop owner for a new one.',
  used: 'This link was already used. Log in with your password, or ask the shop owner for a new link.',
  expired: 'This link has expired. Ask the shop owner for a new one.',
  mailNotSetUp: 'E-mails are not set up on this shop (SMTP_HOST): give a first password instead',
  disabled: 'Enable the account before sending it a password link',
} as const;

/** POST /admin/set-password: the token of the e-mail's link and the new password. */
export const setPasswordInputSchema = z.strictObject(
  {
    token: z
      .string({ error: PASSWORD_LINK_MESSAGES.incomplete })
      .min(1, PASSWORD_LINK_MESSAGES.incomplete)
      .max(200, PASSWORD_LINK_MESSAGES.notValid),
    password: staffPasswordSchema,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : undefined) },
);
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

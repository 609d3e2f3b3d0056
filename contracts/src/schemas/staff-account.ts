import { z } from 'zod';
import { requiredText } from './text';

/** What a staff account may do: `owner` everything; `staff` orders, catalogue, messages and announcements. */
export const SHOP_ROLES = ['owner', 'staff'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/** The shortest password a staff account may have (STAFF_PASSWORD too). */
export const STAFF_PASSWORD_MIN_LENGTH = 8;

/** The message a `staff` account gets for an owner-only call (403). */
export const OWNER_ONLY_MESSAGE = 'Only the shop owner may do this';

export const staffPasswordSchema = z
  .string({ error: 'Password must be text' })
  .min(STAFF_PASSWORD_MIN_LENGTH, `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

const shopRoleSchema = z.enum(SHOP_ROLES, { error: 'Role must be owner or staff' });

const unknownField = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : undefined,
};

/** `sendPasswordLink: true`: the server e-mails the account a one-time link to set its password. */
const sendPasswordLinkSchema = z.literal(true, { error: 'sendPasswordLink must be true' }).optional();

/**
 * POST /staff/accounts: a new account with its first password, or (`sendPasswordLink: true`, an
 * invite) without one: it cannot log in until its owner sets one through the e-mailed link.
 */
export const newStaffAccountSchema = z
  .strictObject(
    {
      email: requiredText('Email', 200)
        .pipe(z.email('Email must be a valid e-mail address'))
        .transform((email) => email.toLowerCase()),
      name: requiredText('Name', 100),
      role: shopRoleSchema,
      password: staffPasswordSchema.optional(),
      sendPasswordLink: sendPasswordLinkSchema,
    },
    unknownField,
  )
  .refine(
    (input) => input.password !== undefined || input.sendPasswordLink,
    'Give a first password, or send an invite link (sendPasswordLink: true)',
  )
  .refine(
    (input) => input.password === undefined || !input.sendPasswordLink,
    'Give either a first password or an invite link, not both',
  );
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

/** PATCH /staff/accounts/:id: any of name, role, disabled, a new password or a password link; at least one. */
export const staffAccountChangeSchema = z
  .strictObject(
    {
      name: requiredText('Name', 100).optional(),
      role: shopRoleSchema.optional(),
      disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
      password: staffPasswordSchema.optional(),
      sendPasswordLink: sendPasswordLinkSchema,
    },
    unknownField,
  )
  .refine(
    (change) => Object.keys(change).length > 0,
    'Send at least one of name, role, disabled, password, sendPasswordLink',
  )
  .refine(
    (change) => change.password === undefined || !change.sendPasswordLink,
    'Send either a new password or a password link, not both',
  );
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>;

/** One account of GET /staff/accounts. */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: shopRoleSchema,
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** True while an invited account has no password yet (it cannot log in). */
  invitePending: z.boolean().optional(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSchema) });
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

/** Who last changed a record (a staff e-mail; the panel's admin e-mail, or `script`) and when. */
export const lastChangeSchema = z.object({ by: z.string(), at: z.string() });
export type LastChange = z.infer<typeof lastChangeSchema>;

/** GET /staff/last-changes: who last changed each product, template and announcement (by `_id`), and the settings. */
export const lastChangesSchema = z.object({
  products: z.record(z.string(), lastChangeSchema),
  templates: z.record(z.string(), lastChangeSchema),
  announcements: z.record(z.string(), lastChangeSchema),
  settings: lastChangeSchema.nullable(),
});
export type LastChanges = z.infer<typeof lastChangesSchema>;

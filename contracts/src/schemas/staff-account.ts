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

/** POST /staff/accounts: a new account with its first password. */
export const newStaffAccountSchema = z.strictObject(
  {
    email: requiredText('Email', 200)
      .pipe(z.email('Email must be a valid e-mail address'))
      .transform((email) => email.toLowerCase()),
    name: requiredText('Name', 100),
    role: shopRoleSchema,
    password: staffPasswordSchema,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : undefined) },
);
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

/** PATCH /staff/accounts/:id: any of name, role, disabled, a new password; at least one. */
export const staffAccountChangeSchema = z
  .strictObject(
    {
      name: requiredText('Name', 100).optional(),
      role: shopRoleSchema.optional(),
      disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
      password: staffPasswordSchema.optional(),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : undefined),
    },
  )
  .refine((change) => Object.keys(change).length > 0, 'Send at least one of name, role, disabled, password');
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>;

/** One account of GET /staff/accounts. */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: shopRoleSchema,
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
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

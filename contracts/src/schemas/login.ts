import { z } from 'zod';
import { requiredText } from './text';
import { SHOP_ROLES } from './staff-account';

export const loginInputSchema = z.object({
  email: requiredText('Email', 200).pipe(z.email('Email must be a valid e-mail address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginAnswerSchema = z.object({ token: z.string() });

/**
 * GET /admin/session: the staff member a live token speaks for (401 when the session has ended), and
 * what that account may do (`role`; a server before staff roles sent none, which meant everything).
 */
export const staffSessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(SHOP_ROLES).optional().default('owner'),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

import { z } from 'zod';
import { requiredText } from './text';

export const loginInputSchema = z.object({
  email: requiredText('Email', 200).pipe(z.email('Email must be a valid e-mail address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginAnswerSchema = z.object({ token: z.string() });

/** GET /admin/session: the staff member a live token speaks for (401 when the session has ended). */
export const staffSessionSchema = z.object({ email: z.string(), name: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

import { z } from 'zod';
import { ruleText } from '../rules/rule-texts';
import { requiredText } from './text';

export const contactMessageInputSchema = z.object({
  name: requiredText('Full Name', 100),
  email: requiredText('Email Address', 200).pipe(
    z.email(ruleText('text.notEmail', { label: 'Email Address' })),
  ),
  number: requiredText('Phone Number', 40),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  number: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  date: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

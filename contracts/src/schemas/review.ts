import { z } from 'zod';
import { requiredText } from './text';

export const REVIEW_BLANK_MESSAGE = 'Please fill in all required fields';

export const reviewInputSchema = z.object({
  name: requiredText('Name', 100, REVIEW_BLANK_MESSAGE),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  comment: requiredText('Comment', 2000, REVIEW_BLANK_MESSAGE),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

import { z } from 'zod';
import { RULE_TEXTS } from '../rules/rule-texts';
import { requiredText } from './text';

export const REVIEW_BLANK_MESSAGE = RULE_TEXTS['review.blank'];
const RATING_MESSAGE = RULE_TEXTS['review.rating'];

export const reviewInputSchema = z.object({
  name: requiredText('Name', 100, REVIEW_BLANK_MESSAGE),
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  comment: requiredText('Comment', 2000, REVIEW_BLANK_MESSAGE),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

import { z } from 'zod';
import { requiredText } from './text';

export const ANNOUNCEMENT_BLANK_MESSAGE = 'Please fill in the message field';

export const announcementInputSchema = z.object({
  message: requiredText('Message', 1000, ANNOUNCEMENT_BLANK_MESSAGE),
});

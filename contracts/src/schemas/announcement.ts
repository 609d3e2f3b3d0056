import { z } from 'zod';
import { requiredText } from './text';

export const ANNOUNCEMENT_BLANK_MESSAGE = 'Please fill in the message field';
export const ANNOUNCEMENT_WINDOW_MESSAGE = 'The end date must be after the start date';

/** An optional moment of an announcement's window: an ISO date-time with its offset; absent, null or '' is none. */
export function optionalMoment(label: string) {
  return z.preprocess(
    (value) => (value === '' ? null : value instanceof Date ? value.toISOString() : value),
    z
      .string({ error: `${label} must be a date and time` })
      .pipe(
        z.iso.datetime({
          offset: true,
          error: `${label} must be a date and time, like 2026-12-01T09:00:00Z`,
        }),
      )
      .nullish()
      .transform((moment) => moment ?? null),
  );
}

/**
 * What staff write for an announcement (issue #34 item 5): its message and an optional window. Without
 * dates it shows always, as the spec's announcements do.
 */
export const announcementInputSchema = z
  .strictObject({
    message: requiredText('Message', 1000, ANNOUNCEMENT_BLANK_MESSAGE),
    startsAt: optionalMoment('Start date'),
    endsAt: optionalMoment('End date'),
  })
  .refine(({ startsAt, endsAt }) => !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt), {
    message: ANNOUNCEMENT_WINDOW_MESSAGE,
    path: ['endsAt'],
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

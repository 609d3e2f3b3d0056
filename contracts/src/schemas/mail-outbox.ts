import { z } from 'zod';

/** One order e-mail that could not be sent yet, as staff see it. */
export const failingMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  orderNumber: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  /** True once the tries ran out: it waits for staff to retry it. */
  gaveUp: z.boolean(),
});
export type FailingMail = z.infer<typeof failingMailSchema>;

/** GET /api/mail-outbox/failing (staff only): the e-mails that fail, newest failure first. */
export const failingMailsSchema = z.object({
  /** How many mails fail (still retried or given up). */
  failing: z.number(),
  /** How many mails wait to be sent, failing or not. */
  waiting: z.number(),
  lastError: z.string().nullable(),
  mails: z.array(failingMailSchema),
});
export type FailingMails = z.infer<typeof failingMailsSchema>;

/** POST /api/mail-outbox/retry (staff only): how many failing mails are due again now. */
export const mailRetrySchema = z.object({ retried: z.number() });
export type MailRetry = z.infer<typeof mailRetrySchema>;

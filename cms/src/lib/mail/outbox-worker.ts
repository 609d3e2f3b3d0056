import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings } from '../orders/order-mail';
import { OUTBOX_UID } from '../content-types';
import { claimDueMails, MAX_ATTEMPTS, markSent } from './outbox-claims';
import { mailLabel } from './outbox-mail';
import { sendOutboxMail } from './send-outbox-mail';
import { pollingWorker } from '../jobs/polling-worker';
import { workDueRows } from '../jobs/work-due-rows';

/** Sends every due mail of the outbox, ten at a time; each failure is recorded on its mail. */
const sendDueMails = workDueRows({
  uid: OUTBOX_UID,
  batch: 10,
  maxAttempts: MAX_ATTEMPTS,
  retryDelayMs: (strapi) => mailSettings(strapi).retryDelayMs,
  claim: claimDueMails,
  async attempt(strapi, mail) {
    await sendOutboxMail(strapi, mail);
    await markSent(strapi, mail);
  },
  label: (mail) => `E-mail ${mailLabel(mail)} to ${mail.to}`,
});

const outbox = pollingWorker('Mail outbox', {
  pollMs: (strapi) => mailSettings(strapi).outboxPollMs,
  work: sendDueMails,
});

/** Starts sending the outbox: now (mails left by a stop or a crash), then every poll and on each wake. */
export function startMailOutbox(strapi: Core.Strapi): void {
  if (mailIsConfigured(mailSettings(strapi))) outbox.start(strapi);
}

/** Called after a commit that stored mails, so they go out without waiting for the next poll. */
export const wakeMailOutbox = outbox.wake;

/** Stops polling and waits for the mail being sent, so none is cut off mid-send. */
export const stopMailOutbox = outbox.stop;

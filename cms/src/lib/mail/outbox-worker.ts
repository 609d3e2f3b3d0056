import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings } from '../orders/order-mail';
import { claimDueMails, markFailed, markSent } from './outbox-claims';
import { mailLabel } from './outbox-mail';
import { sendOutboxMail } from './send-outbox-mail';
import { pollingWorker } from '../jobs/polling-worker';

function pollMs(strapi: Core.Strapi): number {
  const configured = mailSettings(strapi).outboxPollMs;
  return Number.isFinite(configured) && configured >= 50 ? configured : 5000;
}

const BATCH = 10;

/** Sends every due mail of the outbox, a batch at a time; each failure is recorded on its mail. */
async function sendDueMails(strapi: Core.Strapi, stopped: () => boolean): Promise<void> {
  const { retryDelayMs } = mailSettings(strapi);
  while (!stopped()) {
    const claimed = await claimDueMails(strapi, BATCH);
    for (const mail of claimed) {
      try {
        await sendOutboxMail(strapi, mail);
        await markSent(strapi, mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        strapi.log.warn(`E-mail ${mailLabel(mail)} to ${mail.to}: try ${mail.attempts} failed (${reason}).`);
        await markFailed(strapi, mail, reason, retryDelayMs);
      }
    }
    if (claimed.length < BATCH) return;
  }
}

const outbox = pollingWorker('Mail outbox', { pollMs, work: sendDueMails });

/** Starts sending the outbox: now (mails left by a stop or a crash), then every poll and on each wake. */
export function startMailOutbox(strapi: Core.Strapi): void {
  if (mailIsConfigured(mailSettings(strapi))) outbox.start(strapi);
}

/** Called after a commit that stored mails, so they go out without waiting for the next poll. */
export const wakeMailOutbox = outbox.wake;

/** Stops polling and waits for the mail being sent, so none is cut off mid-send. */
export const stopMailOutbox = outbox.stop;

import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings } from '../orders/order-mail';
import { claimDueMails, markFailed, markSent } from './outbox-claims';
import { mailLabel } from './outbox-mail';
import { sendOutboxMail } from './send-outbox-mail';

const BATCH = 10;

function pollMs(strapi: Core.Strapi): number {
  const configured = mailSettings(strapi).outboxPollMs;
  return Number.isFinite(configured) && configured >= 50 ? configured : 5000;
}

interface OutboxWorker {
  timer: NodeJS.Timeout | null;
  run: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

const workers = new WeakMap<Core.Strapi, OutboxWorker>();

/** Sends every due mail of the outbox, a batch at a time; each failure is recorded on its mail. */
async function sendDueMails(strapi: Core.Strapi, worker: OutboxWorker): Promise<void> {
  const { retryDelayMs } = mailSettings(strapi);
  while (!worker.stopped) {
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

function schedule(strapi: Core.Strapi, worker: OutboxWorker, delayMs: number): void {
  if (worker.timer) clearTimeout(worker.timer);
  worker.timer = setTimeout(() => runNow(strapi, worker), delayMs);
  worker.timer.unref();
}

function runNow(strapi: Core.Strapi, worker: OutboxWorker): void {
  if (worker.stopped) return;
  if (worker.run) {
    worker.again = true;
    return;
  }
  worker.run = (async () => {
    do {
      worker.again = false;
      await sendDueMails(strapi, worker).catch((error) => strapi.log.warn(`Mail outbox: ${error}`));
    } while (worker.again && !worker.stopped);
  })().finally(() => {
    worker.run = null;
    if (!worker.stopped) schedule(strapi, worker, pollMs(strapi));
  });
}

/** Starts sending the outbox: now (mails left by a stop or a crash), then every poll and on each wake. */
export function startMailOutbox(strapi: Core.Strapi): void {
  if (!mailIsConfigured(mailSettings(strapi)) || workers.has(strapi)) return;
  const worker: OutboxWorker = { timer: null, run: null, again: false, stopped: false };
  workers.set(strapi, worker);
  schedule(strapi, worker, 0);
}

/** Called after a commit that stored mails, so they go out without waiting for the next poll. */
export function wakeMailOutbox(strapi: Core.Strapi): void {
  const worker = workers.get(strapi);
  if (worker && !worker.stopped) runNow(strapi, worker);
}

/** Stops polling and waits for the mail being sent, so none is cut off mid-send. */
export async function stopMailOutbox(strapi: Core.Strapi): Promise<void> {
  const worker = workers.get(strapi);
  if (!worker) return;
  worker.stopped = true;
  if (worker.timer) clearTimeout(worker.timer);
  await worker.run;
  workers.delete(strapi);
}

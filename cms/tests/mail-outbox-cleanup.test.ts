import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf } from '../src/lib/db-columns';
import { removeOldSentMails, SENT_MAIL_KEEP_MS } from '../src/lib/mail/outbox-cleanup';
import { orderMailFacts } from '../src/lib/mail/order-mail-facts';
import { storeOrderMails } from '../src/lib/mail/outbox-store';
import { startShopWithIdleOutbox } from './helpers/mailing-shop';
import type { TestShop } from './helpers/shop-server';
import { OUTBOX_UID } from '../src/lib/content-types';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShopWithIdleOutbox();
});
afterAll(() => shop.stop());

const DAY_MS = 24 * 60 * 60_000;

/** Stores a mail for the order and sets its state and sending time as the worker would have. */
async function mailIn(orderNumber: string, state: 'waiting' | 'sent' | 'failed', sentDaysAgo: number) {
  const facts = orderMailFacts({ orderNumber, customer: { email: 'keep@example.com' } });
  await storeOrderMails(shop.strapi, [{ kind: 'order-confirmation', to: 'keep@example.com', facts }]);
  const { table, column } = columnsOf(shop.strapi, OUTBOX_UID);
  const when = new Date(Date.now() - sentDaysAgo * DAY_MS);
  await shop.strapi.db
    .connection(table)
    .where(column('orderNumber'), orderNumber)
    .update({
      [column('state')]: state,
      [column('sentAt')]: state === 'sent' ? when : null,
      [column('createdAt')]: when,
    });
}

async function orderNumbersInOutbox(): Promise<string[]> {
  const rows = await shop.strapi.db.query(OUTBOX_UID).findMany({ select: ['orderNumber'] });
  return rows.map((row: { orderNumber: string }) => row.orderNumber).sort();
}

describe('old sent mails leave the outbox', () => {
  it('removes mails sent over 30 days ago and keeps recent, waiting and failed ones', async () => {
    expect(SENT_MAIL_KEEP_MS).toBe(30 * DAY_MS);
    await mailIn('OLD-SENT', 'sent', 31);
    await mailIn('RECENT-SENT', 'sent', 29);
    await mailIn('OLD-FAILED', 'failed', 90);
    await mailIn('OLD-WAITING', 'waiting', 90);

    expect(await removeOldSentMails(shop.strapi)).toBe(1);
    expect(await orderNumbersInOutbox()).toEqual(['OLD-FAILED', 'OLD-WAITING', 'RECENT-SENT']);
  });

  it('is a Strapi cron task that runs once a day', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: Strapi does not type its cron service's jobs
    const spec = (shop.strapi as any).cron.jobs.find((job: any) => job.name === 'removeOldSentMails');
    expect(spec).toBeDefined();
    const next = spec.job.nextInvocation() as Date;
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS);
    await mailIn('CRON-OLD-SENT', 'sent', 40);
    await spec.job.invoke();
    expect(await orderNumbersInOutbox()).not.toContain('CRON-OLD-SENT');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueMails } from '../src/lib/mail/outbox-claims';
import { isOrderMail } from '../src/lib/mail/outbox-mail';
import { storeOrderMails } from '../src/lib/mail/outbox-store';
import { orderMailFacts } from '../src/lib/mail/order-mail-facts';
import { startShopWithIdleOutbox } from './helpers/mailing-shop';
import type { TestShop } from './helpers/shop-server';

let shop: TestShop;

// Row locks are PostgreSQL's: SQLite has one writer at a time and one connection.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('claiming outbox mails on PostgreSQL', () => {
  beforeAll(async () => {
    shop = await startShopWithIdleOutbox();
  });
  afterAll(() => shop.stop());

  it('a second instance skips the mails a first one is claiming, and never claims them again', async () => {
    const facts = orderMailFacts({ orderNumber: 'CLAIM-1', customer: { email: 'claim@example.com' } });
    await storeOrderMails(shop.strapi, [{ kind: 'order-confirmation', to: 'claim@example.com', facts }]);
    // Due later than the worker's own tries could have moved it: every claim below sees it due.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const first = await shop.strapi.db.connection.transaction();
    try {
      const firstClaim = await claimDueMails(shop.strapi, 10, later, first);
      expect(firstClaim.filter(isOrderMail).map((mail) => mail.facts.orderNumber)).toContain('CLAIM-1');
      const whileHeld = await Promise.race([
        claimDueMails(shop.strapi, 10, later),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the second claim waited for the first')), 10_000),
        ),
      ]);
      expect(whileHeld.filter(isOrderMail).map((mail) => mail.facts.orderNumber)).not.toContain('CLAIM-1');
    } finally {
      await first.commit();
    }
    const afterCommit = await claimDueMails(shop.strapi, 10, later);
    expect(afterCommit.filter(isOrderMail).map((mail) => mail.facts.orderNumber)).not.toContain('CLAIM-1');
  });
});

import { startShop, type TestShop } from './shop-server';
import { mailingTo, type SmtpInbox, startSmtpInbox } from './smtp-inbox';

export interface ShopWithInbox extends TestShop {
  /** Where the shop's mail arrives. */
  smtp: SmtpInbox;
}

/** A test shop that mails through an SMTP inbox of its own, with these settings besides; its `stop` closes both. */
export async function startShopWithInbox(env: Record<string, string> = {}): Promise<ShopWithInbox> {
  const smtp = await startSmtpInbox();
  const shop = await startShop({ ...mailingTo(smtp), ...env });
  return {
    ...shop,
    smtp,
    async stop() {
      await shop.stop();
      await smtp.close();
    },
  };
}

/** Mail is on, and the shop's own worker looks again only in ten minutes: the outbox's mails are the test's. */
export function startShopWithIdleOutbox(): Promise<TestShop> {
  return startShop({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', MAIL_OUTBOX_POLL_MS: '600000' });
}

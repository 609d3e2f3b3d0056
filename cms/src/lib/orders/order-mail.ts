import type { Core } from '@strapi/strapi';
import type { OrderStatus } from '@shop/contracts';
import {
  type OrderChange,
  type OrderMailFacts,
  type OrderMailKind,
  orderMailFacts,
} from '../mail/order-mail-facts';
import { type ShopConfig, shopConfig } from '../shop-config';

/** One order e-mail to write: which kind, to whom, and the order's facts when it was caused. */
export interface OrderMail {
  kind: OrderMailKind;
  to: string;
  facts: OrderMailFacts;
}

/** What the e-mails need to know: the SMTP settings of `config/shop.ts`. */
export type MailSettings = ShopConfig['mail'];

export function mailSettings(strapi: Core.Strapi): MailSettings {
  return shopConfig(strapi).mail;
}

/** Order e-mails go out only when an SMTP server is configured. */
export function mailIsConfigured(settings: Pick<MailSettings, 'smtpHost'>): boolean {
  return settings.smtpHost !== '';
}

/** Said once at start-up, so a shop without SMTP knows why nobody gets e-mails. */
export function reportMailSetup(strapi: Core.Strapi) {
  const settings = mailSettings(strapi);
  if (mailIsConfigured(settings)) strapi.log.info(`Order e-mails are sent through ${settings.smtpHost}.`);
  else
    strapi.log.warn(
      'SMTP_HOST is not set: no order e-mails are sent (staff notices, confirmations, dispatch).',
    );
}

/** The address of SMTP_FROM, which may be written `Name <address>`: the shop's name is put before it. */
export function fromAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The staff notice of a new order and, when the shopper gave an e-mail, the shopper's confirmation. */
export function orderPlacedMails(order: Record<string, unknown>, settings: MailSettings): OrderMail[] {
  const facts = orderMailFacts(order);
  const mails: OrderMail[] = [];
  if (settings.staffNotifyEmail)
    mails.push({ kind: 'new-order-notice', to: settings.staffNotifyEmail, facts });
  if (facts.customer.email) mails.push({ kind: 'order-confirmation', to: facts.customer.email, facts });
  return mails;
}

const SHOPPER_NEWS: Partial<Record<OrderStatus, OrderMailKind>> = {
  proof_sent: 'order-proof-sent',
  dispatched: 'order-dispatched',
  cancelled: 'order-cancelled',
};

/** The shopper's e-mail for a move they should hear about (a proof, dispatch, cancellation); none for the others. */
export function statusChangedMails(
  order: Record<string, unknown>,
  change: OrderChange & { status: OrderStatus },
): OrderMail[] {
  const kind = SHOPPER_NEWS[change.status];
  const facts = orderMailFacts(order, change);
  if (!kind || !facts.customer.email) return [];
  return [{ kind, to: facts.customer.email, facts }];
}

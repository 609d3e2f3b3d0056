import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings, type OrderMail } from '../orders/order-mail';
import { OUTBOX_UID } from '../content-types';
import { storeDueRows } from '../jobs/due-rows';
import { isOrderMail, type OutboxMail } from './outbox-mail';

/**
 * Stores e-mails in the outbox. Called inside the transaction of what caused them (an order, its change
 * of state, a staff account's invite; the query engine joins it), so a mail exists exactly when that
 * was committed. The caller has checked that mail is configured.
 */
export async function storeMails(
  strapi: Core.Strapi,
  mails: readonly OutboxMail[],
  now = new Date(),
): Promise<void> {
  const rows = mails.map((mail) => ({
    kind: mail.kind,
    recipient: mail.to,
    orderNumber: isOrderMail(mail) ? mail.facts.orderNumber : null,
    facts: mail.facts,
  }));
  await storeDueRows(strapi, OUTBOX_UID, rows, now);
}

/** Stores an order's e-mails, when an SMTP server is configured (a shop without one sends none). */
export async function storeOrderMails(
  strapi: Core.Strapi,
  mails: readonly OrderMail[],
  now = new Date(),
): Promise<void> {
  if (mailIsConfigured(mailSettings(strapi))) await storeMails(strapi, mails, now);
}

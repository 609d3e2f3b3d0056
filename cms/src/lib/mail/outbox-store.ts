import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings, type OrderMail } from '../orders/order-mail';
import { OUTBOX_UID } from '../content-types';
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
  if (mails.length === 0) return;
  const documentId = strapi.db.metadata.get(OUTBOX_UID).attributes.documentId as unknown as {
    default: () => string;
  };
  await strapi.db.query(OUTBOX_UID).createMany({
    data: mails.map((mail) => ({
      documentId: documentId.default(),
      kind: mail.kind,
      recipient: mail.to,
      orderNumber: isOrderMail(mail) ? mail.facts.orderNumber : null,
      facts: mail.facts,
      state: 'waiting',
      attempts: 0,
      dueAt: now,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })),
  });
}

/** Stores an order's e-mails, when an SMTP server is configured (a shop without one sends none). */
export async function storeOrderMails(
  strapi: Core.Strapi,
  mails: readonly OrderMail[],
  now = new Date(),
): Promise<void> {
  if (mailIsConfigured(mailSettings(strapi))) await storeMails(strapi, mails, now);
}

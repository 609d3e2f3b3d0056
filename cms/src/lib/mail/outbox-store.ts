import type { Core } from '@strapi/strapi';
import { mailIsConfigured, mailSettings, type OrderMail } from '../orders/order-mail';
import { OUTBOX_UID } from '../content-types';

/**
 * Stores order e-mails in the outbox. Called inside the transaction of the order or of its change of
 * state (the query engine joins it), so a mail exists exactly when what caused it was committed.
 */
export async function storeOrderMails(
  strapi: Core.Strapi,
  mails: readonly OrderMail[],
  now = new Date(),
): Promise<void> {
  if (mails.length === 0 || !mailIsConfigured(mailSettings(strapi))) return;
  const documentId = strapi.db.metadata.get(OUTBOX_UID).attributes.documentId as unknown as {
    default: () => string;
  };
  await strapi.db.query(OUTBOX_UID).createMany({
    data: mails.map((mail) => ({
      documentId: documentId.default(),
      kind: mail.kind,
      recipient: mail.to,
      orderNumber: mail.facts.orderNumber,
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

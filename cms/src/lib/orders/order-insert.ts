import type { Core } from '@strapi/strapi';
import { announceOrder } from './order-events';
import { ORDER_UID } from '../content-types';

/** The fields of a new order that create-order decides (priced lines, totals, lifecycle, keys). */
export type NewOrderFields = Record<string, unknown>;

/**
 * The row of a new order exactly as the Document Service would store it, built in memory: a
 * documentId from the model's own generator, publishedAt set (orders have no draft and publish),
 * createdAt and updatedAt the same instant, no locale, no courier yet. Built before the transaction,
 * so the transaction only runs its statements.
 */
export function newOrderRow(strapi: Core.Strapi, fields: NewOrderFields, now = new Date()) {
  const documentId = strapi.db.metadata.get(ORDER_UID).attributes.documentId as unknown as {
    default: () => string;
  };
  return {
    documentId: documentId.default(),
    courier: null,
    trackingNumber: null,
    ...fields,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    locale: null,
  };
}

/**
 * Inserts a new order with the query engine, inside the caller's transaction: one INSERT, where the
 * Document Service validated the data again, inserted, read the row back and re-read it populated for
 * its event (a submit's largest cost under load, docs/decisions/0015). Answers the stored order as
 * the Document Service answered it.
 */
export async function insertOrder(strapi: Core.Strapi, row: ReturnType<typeof newOrderRow>) {
  const { ids } = await strapi.db.query(ORDER_UID).createMany({ data: [row] });
  return { id: ids[0] as number, ...row };
}

/** Tells the event hub (webhooks set up in the panel) of the new order, as the Document Service does after its commit. */
export function announceNewOrder(strapi: Core.Strapi, order: Awaited<ReturnType<typeof insertOrder>>): void {
  announceOrder(strapi, 'entry.create', order);
}

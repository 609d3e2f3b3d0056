import type { Core } from '@strapi/strapi';
import { sanitize } from '@strapi/utils';
import { ORDER_UID } from '../content-types';

/** The events the Document Service emits for an entry, which the panel's webhooks listen to. */
export type OrderEvent = 'entry.create' | 'entry.update' | 'entry.delete';

/**
 * Tells the event hub (the webhooks set up in the panel or config/server.ts) of an order written on a
 * fast path that skips the Document Service (create-order, a state move, a delete), with its private
 * fields (tracking token, idempotency key) removed, as the Document Service does after its commit. In
 * the background: the answer does not wait for it.
 */
export function announceOrder(strapi: Core.Strapi, event: OrderEvent, order: Record<string, unknown>): void {
  const model = strapi.getModel(ORDER_UID);
  type Entry = Parameters<typeof sanitize.sanitizers.defaultSanitizeOutput>[1];
  void sanitize.sanitizers
    .defaultSanitizeOutput(
      { schema: model, getModel: (uid) => strapi.getModel(uid as typeof ORDER_UID) },
      order as unknown as Entry,
    )
    .then((entry) => strapi.eventHub.emit(event, { model: model.modelName, uid: model.uid, entry }))
    .catch((error) => strapi.log.warn(`${event} event of an order: ${error}`));
}

/** Announces the order as stored now (after a state move), read once more after the commit. */
export function announceStoredOrder(strapi: Core.Strapi, documentId: string): void {
  void strapi.db
    .query(ORDER_UID)
    .findOne({ where: { documentId } })
    .then((order) => {
      if (order) announceOrder(strapi, 'entry.update', order);
    })
    .catch((error) => strapi.log.warn(`entry.update event of an order: ${error}`));
}

import type { Core, UID } from '@strapi/strapi';
import { listCacheOf } from './list-cache';

/**
 * Call after changing the stock of catalogue items outside the Document Service (an order taking
 * it, a cancellation giving it back): moves their updatedAt, which every server process's list
 * cache checks, and drops this process's version at once. Inside `strapi.db.transaction` it is
 * part of the transaction.
 */
export async function stockChanged(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentIds: readonly string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  await strapi.db
    .query(uid)
    .updateMany({ where: { documentId: { $in: [...documentIds] } }, data: { updatedAt: new Date() } });
  listCacheOf(strapi).invalidate(uid);
}

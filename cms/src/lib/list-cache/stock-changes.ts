import type { Core, UID } from '@strapi/strapi';
import { columnsOf } from '../db-columns';

/**
 * The one statement that changes a catalogue item's stock outside the Document Service (an order taking
 * it, a cancellation or return giving it back). updatedAt moves in the same statement because every
 * process's list and product caches watch it. With `atLeast`, the stock changes only if that much is
 * left, so concurrent orders never oversell. Answers whether the row changed.
 */
export async function moveStock(
  strapi: Core.Strapi,
  // biome-ignore lint/suspicious/noExplicitAny: a knex transaction from strapi.db.transaction, which Strapi does not type
  trx: any,
  uid: UID.ContentType,
  documentId: string,
  change: { by: number; atLeast?: number },
): Promise<boolean> {
  const { table, column } = columnsOf(strapi, uid);
  const stock = column('stock');
  let query = trx(table).where(column('documentId'), documentId);
  if (change.atLeast !== undefined) query = query.andWhere(stock, '>=', change.atLeast);
  const changed = await query.update({
    [stock]: trx.raw('?? + ?', [stock, change.by]),
    [column('updatedAt')]: new Date(),
  });
  return changed > 0;
}

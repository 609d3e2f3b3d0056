import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { FIRST_ORDER_STATUS, holdsStock, orderDeletedMessage, orderStatusOf } from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { conflict, NotFoundError } from '../errors';
import { tableChanged } from '../serving/table-versions';
import { announceOrder } from './order-events';
import { putOrderStockBack, stockHeldBy } from '../catalogue/stock';
import { ORDER_UID } from '../content-types';

/**
 * Deletes an order; one that still holds its stock (not delivered, cancelled or returned) puts it back
 * in the same transaction. The DELETE is conditional on the state it read, so a cancel or another
 * delete at the same moment cannot put the stock back a second time: the later one finds nothing to do.
 * After the commit, the webhooks hear of the delete (entry.delete).
 */
export async function deleteOrderPuttingStockBack(strapi: Core.Strapi, documentId: string) {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const statusColumn = column('status');
  const { orderNumber, putBack, order } = await strapi.db.transaction(
    async ({ trx }: { trx: Knex.Transaction }) => {
      const row = await trx(table)
        .where(column('documentId'), documentId)
        .first(statusColumn, column('items'), column('orderNumber'));
      if (!row) throw new NotFoundError('Order not found');
      // The whole order, for the webhooks' entry.delete (the query engine reads it in this transaction).
      const order = (await strapi.db.query(ORDER_UID).findOne({ where: { documentId } })) as Record<
        string,
        unknown
      >;
      const status = orderStatusOf(row[statusColumn]);
      const deleted = await trx(table)
        .where(column('documentId'), documentId)
        .andWhere((query) => {
          query.where(statusColumn, status);
          if (status === FIRST_ORDER_STATUS) query.orWhereNull(statusColumn);
        })
        .del();
      if (deleted === 0) {
        const still = await trx(table).where(column('documentId'), documentId).first(column('id'));
        if (!still) throw new NotFoundError('Order not found');
        throw conflict('This order changed while it was being deleted. Please look at it again.');
      }
      const items = row[column('items')];
      if (!holdsStock(status)) return { orderNumber: row[column('orderNumber')], putBack: 0, order };
      await putOrderStockBack(strapi, trx, items);
      return {
        order,
        orderNumber: row[column('orderNumber')],
        putBack: stockHeldBy(items).reduce((sum, held) => sum + held.quantity, 0),
      };
    },
  );
  // After the commit: the stock put back is raw SQL, past the query engine's hook.
  tableChanged(strapi);
  announceOrder(strapi, 'entry.delete', order);
  return { message: orderDeletedMessage(String(orderNumber), putBack) };
}

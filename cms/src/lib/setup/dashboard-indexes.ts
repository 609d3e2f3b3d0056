import type { Core, UID } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { ORDER_UID } from '../orders/order-uid';

/** The indexes the staff dashboard's queries seek on (attributes, in index order), per content type. */
const INDEXES: Array<{ uid: UID.ContentType; name: string; attributes: string[] }> = [
  // The daily figures: a range of createdAt, summing total; the newest orders.
  { uid: ORDER_UID, name: 'created', attributes: ['createdAt', 'total'] },
  // Orders and cash per state (an index-only scan), outstanding cash.
  { uid: ORDER_UID, name: 'status', attributes: ['status', 'total'] },
  // Delivered and returned in the last 30 days.
  { uid: ORDER_UID, name: 'status_changed', attributes: ['status', 'statusChangedAt', 'total'] },
  { uid: 'api::product.product', name: 'stock', attributes: ['stock'] },
  { uid: 'api::template.template', name: 'stock', attributes: ['stock'] },
  { uid: 'api::message.message', name: 'created', attributes: ['createdAt'] },
];

/** Creates the dashboard's indexes that are missing; safe at every start and by several processes. */
export async function ensureDashboardIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await knex.transaction(async (trx) => {
    if (strapi.db.dialect.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['shop_dashboard_indexes']);
    }
    for (const index of INDEXES) {
      const { table, column } = columnsOf(strapi, index.uid);
      const columns = index.attributes.map(column);
      await trx.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
        `${table}_shop_${index.name}`,
        table,
        ...columns,
      ]);
    }
  });
}

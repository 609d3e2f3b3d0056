import type { Core, UID } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { STOCK_TABLES } from '../catalogue/stock';
import { MESSAGE_UID, ORDER_UID } from '../content-types';

/** The indexes the staff dashboard's queries seek on (attributes, in index order), per content type. */
const INDEXES: Array<{ uid: UID.ContentType; name: string; attributes: string[] }> = [
  // The daily figures: a range of createdAt, sales only (by status), summing total; the newest orders.
  { uid: ORDER_UID, name: 'created_sales', attributes: ['createdAt', 'status', 'total'] },
  // Orders and cash per state (an index-only scan), outstanding cash.
  { uid: ORDER_UID, name: 'status', attributes: ['status', 'total'] },
  // Delivered and returned in the last 30 days, with the delivery charges lost on the returns.
  {
    uid: ORDER_UID,
    name: 'status_changed_delivery',
    attributes: ['status', 'statusChangedAt', 'total', 'deliveryCharge'],
  },
  // The cash per courier of the dispatched orders.
  { uid: ORDER_UID, name: 'status_courier', attributes: ['status', 'courier', 'total'] },
  // The staff order list and the courier CSV of one state, newest first (then by id), page by page.
  { uid: ORDER_UID, name: 'status_created', attributes: ['status', 'createdAt', 'id'] },
  // Create-order counts a phone's orders waiting for confirmation (lib/orders/order-limits.ts).
  { uid: ORDER_UID, name: 'phone_status', attributes: ['customerPhone', 'status'] },
  // The staff dashboard's low and out of stock lists (lib/catalogue/stock.ts).
  ...Object.values(STOCK_TABLES).map((uid) => ({ uid, name: 'stock', attributes: ['stock'] })),
  { uid: MESSAGE_UID, name: 'created', attributes: ['createdAt'] },
];

/** Indexes of earlier versions that the ones above replace (the same seeks, with fewer columns). */
const REPLACED: Array<{ uid: UID.ContentType; name: string }> = [
  { uid: ORDER_UID, name: 'created' },
  { uid: ORDER_UID, name: 'status_changed' },
];

/** Creates the dashboard's indexes that are missing; safe at every start and by several processes. */
export async function ensureDashboardIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await knex.transaction(async (trx) => {
    if (strapi.db.dialect.client === 'postgres') {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['shop_dashboard_indexes']);
    }
    for (const index of REPLACED) {
      await trx.raw('DROP INDEX IF EXISTS ??', [`${columnsOf(strapi, index.uid).table}_shop_${index.name}`]);
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

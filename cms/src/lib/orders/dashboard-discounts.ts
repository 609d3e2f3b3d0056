import type { Core } from '@strapi/strapi';
import { NOT_A_SALE_STATUSES } from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { ORDER_UID } from '../content-types';

/**
 * The discount codes' share of the sales since `since` (issue #34 item 8): the rupees given and, per
 * code, its orders and rupees, most orders first. Cancelled and returned orders gave nothing.
 */
export async function discountFigures(strapi: Core.Strapi, since: Date) {
  const knex = strapi.db.connection;
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const status = column('status');
  const code = column('discountCode');
  const rows = (await knex(table)
    .select({ code })
    .count({ orders: '*' })
    .sum({ given: column('discountAmount') })
    .whereNotNull(code)
    .andWhere(column('createdAt'), '>=', since)
    .andWhere((query) => query.whereNull(status).orWhereNotIn(status, [...NOT_A_SALE_STATUSES]))
    .groupBy(code)
    .orderBy([
      { column: 'orders', order: 'desc' },
      { column: 'code', order: 'asc' },
    ])) as Array<{ code: unknown; orders: unknown; given: unknown }>;
  const byCode = rows.map((row) => ({
    code: String(row.code),
    orders: Number(row.orders),
    given: Number(row.given ?? 0),
  }));
  return {
    givenLast30Days: byCode.reduce((sum, entry) => sum + entry.given, 0),
    ordersLast30Days: byCode.reduce((sum, entry) => sum + entry.orders, 0),
    byCode,
  };
}

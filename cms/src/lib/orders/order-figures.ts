import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  FIRST_ORDER_STATUS,
  NOT_A_SALE_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderStatus,
  orderSourceOf,
  orderStatusOf,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import type { ShopDay } from '../shop-time';
import { ORDER_UID } from '../content-types';

/** Only sales: an order cancelled or returned never brought money (one stored before the lifecycle is placed). */
function onlySales(query: Knex.QueryBuilder, status: string) {
  query.whereNull(status).orWhereNotIn(status, [...NOT_A_SALE_STATUSES]);
}

/** Sales (orders and revenue) per shop day, counted by the database in one grouped query. */
export async function dailyOrderFigures(strapi: Core.Strapi, days: ShopDay[]) {
  const knex = strapi.db.connection;
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const createdAt = column('createdAt');
  // The day of each order as a CASE over the day boundaries: right on both databases and across DST.
  const cases = days
    .slice(0, -1)
    .map(() => 'WHEN ?? < ? THEN ?')
    .join(' ');
  const bindings = days.slice(0, -1).flatMap((day, index) => [createdAt, day.end, index]);
  const rows: Array<{ day: unknown; orders: unknown; revenue: unknown }> = await knex(table)
    .select(knex.raw(`CASE ${cases} ELSE ? END AS day`, [...bindings, days.length - 1]))
    .count({ orders: '*' })
    .sum({ revenue: column('total') })
    .where(createdAt, '>=', days[0].start)
    .andWhere(createdAt, '<', days[days.length - 1].end)
    .andWhere((query) => onlySales(query, column('status')))
    .groupByRaw('1');
  const figures = days.map((day) => ({ date: day.date, orders: 0, revenue: 0 }));
  for (const row of rows) {
    const entry = figures[Number(row.day)];
    if (entry) {
      entry.orders = Number(row.orders);
      entry.revenue = Number(row.revenue ?? 0);
    }
  }
  return figures;
}

/** Sales (orders and revenue) since `since` per source, every source listed; one without a source is the website's. */
export async function salesBySource(strapi: Core.Strapi, since: Date) {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const rows: Array<{ source: unknown; orders: unknown; revenue: unknown }> = await strapi.db
    .connection(table)
    .select({ source: column('source') })
    .count({ orders: '*' })
    .sum({ revenue: column('total') })
    .where(column('createdAt'), '>=', since)
    .andWhere((query) => onlySales(query, column('status')))
    .groupBy(column('source'));
  const figures = ORDER_SOURCES.map((source) => ({ source, orders: 0, revenue: 0 }));
  for (const row of rows) {
    const entry = figures.find((figure) => figure.source === orderSourceOf(row.source))!;
    entry.orders += Number(row.orders);
    entry.revenue += Number(row.revenue ?? 0);
  }
  return figures;
}

/**
 * Counts per state, cash on delivery outstanding (in all and per courier), cash collected, the return
 * rate and the delivery charges lost on returned parcels since `since`.
 */
export async function lifecycleFigures(strapi: Core.Strapi, since: Date) {
  const knex = strapi.db.connection;
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const status = column('status');
  const [byStatus, outcomes, couriers] = await Promise.all([
    knex(table)
      .select(status)
      .count({ orders: '*' })
      .sum({ cash: column('total') })
      .groupBy(status) as Promise<Array<Record<string, unknown>>>,
    knex(table)
      .select(status)
      .count({ orders: '*' })
      .sum({ cash: column('total') })
      .sum({ delivery: column('deliveryCharge') })
      .whereIn(status, ['delivered', 'returned'])
      .andWhere(column('statusChangedAt'), '>=', since)
      .groupBy(status) as Promise<Array<Record<string, unknown>>>,
    knex(table)
      .select({ courier: column('courier') })
      .count({ orders: '*' })
      .sum({ cash: column('total') })
      .where(status, 'dispatched')
      .groupBy(column('courier'))
      .orderBy([
        { column: 'cash', order: 'desc' },
        { column: 'courier', order: 'asc' },
      ]) as Promise<Array<Record<string, unknown>>>,
  ]);
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let outstanding = 0;
  let outstandingOrders = 0;
  for (const row of byStatus) {
    // Orders stored before the lifecycle have no status: they are placed.
    const state = row[status] == null ? FIRST_ORDER_STATUS : orderStatusOf(row[status]);
    ordersByStatus[state] += Number(row.orders);
    if (state === 'dispatched') {
      outstanding = Number(row.cash ?? 0);
      outstandingOrders = Number(row.orders);
    }
  }
  const outcome = (state: OrderStatus) => outcomes.find((row) => row[status] === state);
  const delivered = Number(outcome('delivered')?.orders ?? 0);
  const returned = Number(outcome('returned')?.orders ?? 0);
  return {
    ordersByStatus,
    cashOnDelivery: {
      outstanding,
      outstandingOrders,
      collectedLast30Days: Number(outcome('delivered')?.cash ?? 0),
      returnRateLast30Days: delivered + returned === 0 ? null : returned / (delivered + returned),
      byCourier: couriers.map((row) => ({
        courier: String(row.courier ?? ''),
        orders: Number(row.orders),
        cash: Number(row.cash ?? 0),
      })),
      returnedLast30Days: { orders: returned, deliveryLoss: Number(outcome('returned')?.delivery ?? 0) },
    },
  };
}

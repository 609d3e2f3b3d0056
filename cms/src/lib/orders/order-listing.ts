import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  FIRST_ORDER_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderSource,
  type OrderStatusCounts,
  orderStatusOf,
  WEBSITE_SOURCE,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { ORDER_UID } from '../content-types';

/** Filters for one state; orders stored before the lifecycle have no status and count as placed. */
export function statusFilter(status: OrderStatus | undefined) {
  if (!status) return {};
  if (status === FIRST_ORDER_STATUS) return { $or: [{ status }, { status: { $null: true } }] };
  return { status };
}

/**
 * Which orders a list holds: one state (or all), a search on order number, customer name or e-mail,
 * and one source (or all).
 */
export interface OrderSelection {
  status?: OrderStatus;
  search?: string;
  source?: OrderSource;
}

/** Orders read per query while every matching order is streamed (the CSV, the unpaged list). */
export const ORDER_BATCH_SIZE = 500;

type Query = Knex.QueryBuilder;

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The selection as a knex where: the status (a missing one is placed) and the case-insensitive search. */
function selecting(strapi: Core.Strapi, selection: OrderSelection) {
  const { column } = columnsOf(strapi, ORDER_UID);
  const status = column('status');
  const source = column('source');
  const customer = column('customer');
  // A customer field of the JSON column as text, in each database's JSON syntax.
  const customerField = (field: 'name' | 'email') =>
    strapi.db.dialect.client === 'postgres'
      ? strapi.db.connection.raw(`lower(??::jsonb->>'${field}')`, [customer])
      : strapi.db.connection.raw(`lower(json_extract(??, '$.${field}'))`, [customer]);
  return (query: Query) => {
    if (selection.status === FIRST_ORDER_STATUS)
      query.where((q: Query) => q.where(status, selection.status).orWhereNull(status));
    else if (selection.status) query.where(status, selection.status);
    // Orders stored before sources existed have none: they came through the website.
    if (selection.source === WEBSITE_SOURCE)
      query.where((q: Query) => q.where(source, selection.source).orWhereNull(source));
    else if (selection.source) query.where(source, selection.source);
    if (selection.search) {
      const pattern = containsPattern(selection.search);
      query.where((q: Query) => {
        q.whereRaw(`lower(??) like ? escape '\\'`, [column('orderNumber'), pattern]);
        for (const field of ['name', 'email'] as const)
          q.orWhereRaw(`${customerField(field)} like ? escape '\\'`, [pattern]);
      });
    }
  };
}

/** The stored orders with these ids, in the ids' order. */
async function ordersWithIds(strapi: Core.Strapi, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await strapi.db.query(ORDER_UID).findMany({ where: { id: { $in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** Orders in each state, over every order: one grouped query (an index-only scan of the status index). */
export async function orderStatusCounts(strapi: Core.Strapi): Promise<OrderStatusCounts> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const rows: Array<{ status: string | null; count: number | string }> = await strapi.db
    .connection(table)
    .select({ status: column('status') })
    .count({ count: '*' })
    .groupBy(column('status'));
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
  for (const row of rows) counts[orderStatusOf(row.status)] += Number(row.count);
  return counts;
}

/**
 * One page of the matching orders, newest first (ties by id, so every order is on exactly one page),
 * with the number of matching orders.
 */
export async function orderPage(
  strapi: Core.Strapi,
  selection: OrderSelection,
  page: number,
  pageSize: number,
) {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const matching = () => strapi.db.connection(table).modify(selecting(strapi, selection));
  const [[{ total }], ids] = await Promise.all([
    matching().count({ total: '*' }),
    matching()
      .select(column('id'))
      .orderBy([
        { column: column('createdAt'), order: 'desc' },
        { column: column('id'), order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const orders = await ordersWithIds(
    strapi,
    ids.map((row: Record<string, number>) => row[column('id')]),
  );
  return { orders, total: Number(total) };
}

/**
 * Every matching order, newest first, read in batches of `ORDER_BATCH_SIZE`: each batch starts after
 * the last order of the one before (createdAt, then id), so no order is skipped or read twice whatever
 * the number of orders, and no query holds the database between batches.
 */
export async function* matchingOrderBatches(strapi: Core.Strapi, selection: OrderSelection) {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const [id, createdAt] = [column('id'), column('createdAt')];
  let last: { id: number; createdAt: Knex.Value } | null = null;
  for (;;) {
    const after = last;
    const rows: Array<Record<string, unknown>> = await strapi.db
      .connection(table)
      .modify(selecting(strapi, selection))
      .modify((query: Query) => {
        if (after)
          query.where((q: Query) =>
            q
              .where(createdAt, '<', after.createdAt)
              .orWhere((same: Query) => same.where(createdAt, after.createdAt).andWhere(id, '<', after.id)),
          );
      })
      .select(id, createdAt)
      .orderBy([
        { column: createdAt, order: 'desc' },
        { column: id, order: 'desc' },
      ])
      .limit(ORDER_BATCH_SIZE);
    if (rows.length === 0) return;
    yield await ordersWithIds(
      strapi,
      rows.map((row) => row[id] as number),
    );
    if (rows.length < ORDER_BATCH_SIZE) return;
    const end = rows[rows.length - 1];
    last = { id: end[id] as number, createdAt: end[createdAt] as Knex.Value };
  }
}

import type { Core } from '@strapi/strapi';
import type { Customer, StoppedOrder } from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { parseJsonColumn } from './order-lifecycle';
import type { OrderLimitRefusal } from './order-limits';
import type { PricedLine } from './pricing';
import { STOPPED_ORDER_UID } from '../content-types';

/** Only the newest refused attempts are kept: a flood of them cannot grow the table without end. */
export const STOPPED_ORDERS_KEPT = 1000;

interface Attempt {
  refusal: OrderLimitRefusal;
  customer: Pick<Customer, 'name' | 'phone' | 'city'>;
  lines: readonly PricedLine[];
  clientAddress: string;
}

/** Records an attempt a limit refused, and drops the ones older than the newest kept. */
export async function recordStoppedOrder(strapi: Core.Strapi, attempt: Attempt): Promise<void> {
  await strapi.db.query(STOPPED_ORDER_UID).create({
    data: {
      limit: attempt.refusal.limit,
      message: attempt.refusal.message,
      phone: attempt.customer.phone,
      customerName: attempt.customer.name,
      city: attempt.customer.city,
      items: attempt.lines.map(({ id, name, size, frame, quantity }) => ({
        id,
        name,
        size,
        frame,
        quantity,
      })),
      clientAddress: attempt.clientAddress,
    },
  });
  const { table } = columnsOf(strapi, STOPPED_ORDER_UID);
  const knex = strapi.db.connection;
  const oldestKept = knex(table)
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(STOPPED_ORDERS_KEPT - 1);
  await knex(table).where('id', '<', oldestKept).del();
}

/** A stored attempt as the query engine reads it: the fields recordStoppedOrder wrote. */
interface StoredStoppedOrder {
  documentId: string;
  createdAt: string | Date;
  limit: StoppedOrder['limit'];
  message: string;
  phone: string | null;
  customerName: string | null;
  city: string | null;
  items: unknown;
  clientAddress: string | null;
}

/** The refused attempts as staff see them, newest first. */
export async function stoppedOrders(strapi: Core.Strapi): Promise<StoppedOrder[]> {
  const rows: StoredStoppedOrder[] = await strapi.db
    .query(STOPPED_ORDER_UID)
    .findMany({ orderBy: { id: 'desc' }, limit: STOPPED_ORDERS_KEPT });
  return rows.map((row) => ({
    _id: row.documentId,
    createdAt: new Date(row.createdAt).toISOString(),
    limit: row.limit,
    message: row.message,
    phone: row.phone ?? '',
    customerName: row.customerName ?? '',
    city: row.city ?? '',
    items: (Array.isArray(parseJsonColumn(row.items))
      ? parseJsonColumn(row.items)
      : []) as StoppedOrder['items'],
    clientAddress: row.clientAddress ?? '',
  }));
}

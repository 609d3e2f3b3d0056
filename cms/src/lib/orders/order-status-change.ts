import type { Core, UID } from '@strapi/strapi';
import {
  canMoveOrder,
  FIRST_ORDER_STATUS,
  type OrderStatus,
  orderStatusOf,
  refusedMoveMessage,
  STOCK_RETURNING_STATUSES,
  type ValidOrderStatusChange,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { conflict, NotFoundError } from '../errors';
import { listCacheOf } from '../list-cache';
import { moveStock } from '../list-cache/stock-changes';
import { storeOrderMails } from '../mail/outbox-store';
import { historyOf, parseJsonColumn } from './order-lifecycle';
import { statusChangedMails } from './order-mail';
import { ORDER_UID } from './order-uid';

const STOCK_TABLES = { product: 'api::product.product', template: 'api::template.template' } as const;

/** The quantities an order holds, per catalogue entry. */
function quantitiesOf(
  items: unknown,
): Map<string, { kind: 'product' | 'template'; id: string; quantity: number }> {
  const byEntry = new Map<string, { kind: 'product' | 'template'; id: string; quantity: number }>();
  const lines = parseJsonColumn(items);
  for (const line of Array.isArray(lines) ? lines : []) {
    const { kind, id, quantity } = (line ?? {}) as { kind?: unknown; id?: unknown; quantity?: unknown };
    if ((kind !== 'product' && kind !== 'template') || typeof id !== 'string') continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
    const key = `${kind}:${id}`;
    const entry = byEntry.get(key) ?? { kind, id, quantity: 0 };
    entry.quantity += quantity;
    byEntry.set(key, entry);
  }
  return byEntry;
}

/** Puts an order's quantities back on the shelf (stock and updatedAt in one statement each). */
// biome-ignore lint/suspicious/noExplicitAny: a knex transaction or query builder from strapi.db.connection, which Strapi does not type
async function putStockBack(strapi: Core.Strapi, trx: any, items: unknown): Promise<Set<UID.ContentType>> {
  const touched = new Set<UID.ContentType>();
  for (const { kind, id, quantity } of quantitiesOf(items).values()) {
    await moveStock(strapi, trx, STOCK_TABLES[kind], id, { by: quantity });
    touched.add(STOCK_TABLES[kind]);
  }
  return touched;
}

/** What the shopper's e-mail about the move says of the order. */
const MAIL_FIELDS = ['orderNumber', 'trackingToken', 'customer', 'total', 'paymentMethod'] as const;

export interface StatusChangeOutcome {
  documentId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Moves an order to a new state if the transition table allows it, appends the history entry, and on
 * a cancel or a return puts the stock back, all in one transaction. The UPDATE is conditional on the
 * state it read, so of two staff pressing the same button at once, one moves the order (and returns the
 * stock, once) and the other gets the 409.
 */
export async function changeOrderStatus(
  strapi: Core.Strapi,
  documentId: string,
  change: ValidOrderStatusChange,
  by: string,
  now = new Date(),
): Promise<StatusChangeOutcome> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const statusColumn = column('status');
  const to = change.status;
  const { from, touched } = await strapi.db.transaction(async ({ trx }) => {
    const row = await trx(table)
      .where(column('documentId'), documentId)
      .first(
        statusColumn,
        column('history'),
        column('items'),
        column('createdAt'),
        ...MAIL_FIELDS.map(column),
      );
    if (!row) throw new NotFoundError('Order not found');
    const from = orderStatusOf(row[statusColumn]);
    if (!canMoveOrder(from, to)) throw conflict(refusedMoveMessage(from, to));

    const history = [
      ...historyOf(row[column('history')], row[column('createdAt')]),
      { status: to, at: now.toISOString(), by, note: change.note ?? null },
    ];
    const moved = await trx(table)
      .where(column('documentId'), documentId)
      // biome-ignore lint/suspicious/noExplicitAny: a knex transaction or query builder from strapi.db.connection, which Strapi does not type
      .andWhere((query: any) => {
        query.where(statusColumn, from);
        if (from === FIRST_ORDER_STATUS) query.orWhereNull(statusColumn);
      })
      .update({
        [statusColumn]: to,
        [column('history')]: JSON.stringify(history),
        [column('statusChangedAt')]: now,
        [column('updatedAt')]: now,
        ...(to === 'dispatched'
          ? { [column('courier')]: change.courier, [column('trackingNumber')]: change.trackingNumber }
          : {}),
      });
    if (moved === 0) {
      // Another staff member moved it between our read and our write: answer with where it is now.
      const current = await trx(table).where(column('documentId'), documentId).first(statusColumn);
      throw conflict(refusedMoveMessage(orderStatusOf(current?.[statusColumn]), to));
    }
    const mailed = Object.fromEntries(MAIL_FIELDS.map((field) => [field, row[column(field)]]));
    await storeOrderMails(
      strapi,
      statusChangedMails({ ...mailed, items: row[column('items')] }, change),
      now,
    );
    const touched = STOCK_RETURNING_STATUSES.includes(to)
      ? await putStockBack(strapi, trx, row[column('items')])
      : new Set<UID.ContentType>();
    return { from, touched };
  });
  // Once more after the commit, so no read made while the transaction was open keeps the old version.
  for (const uid of [...touched, ORDER_UID]) listCacheOf(strapi).invalidate(uid as UID.ContentType);
  return { documentId, from, to };
}

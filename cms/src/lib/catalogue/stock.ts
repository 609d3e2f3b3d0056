import { LOW_STOCK_LIMIT, type StockAlert, stockShortMessage } from '@shop/contracts';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnsOf } from '../db-columns';
import { parseJsonColumn } from '../orders/order-lifecycle';
import { OrderRefusal } from '../orders/pricing';
import { PRODUCT_UID, TEMPLATE_UID } from '../content-types';

/**
 * The one stock module: every reading of stock for staff (low and out of stock) and every movement of
 * a catalogue item's stock (an order taking it, a cancel, a return or a delete putting it back) goes
 * through here; a movement always runs inside the transaction of the order's own write, so the stock
 * and the order never disagree.
 */

/** The content types that hold stock, by the kind an order line names. */
export const STOCK_TABLES = { product: PRODUCT_UID, template: TEMPLATE_UID } as const;

type StockKind = keyof typeof STOCK_TABLES;

/** One catalogue item's share of an order: the sum of its quantities over every line that names it. */
export interface HeldStock {
  kind: StockKind;
  id: string;
  name: string;
  quantity: number;
}

/**
 * The quantities an order's lines hold, per catalogue item (two sizes of one poster share its stock).
 * Takes the stored lines as they are (a JSON column) and skips a line that names no item.
 */
export function stockHeldBy(items: unknown): HeldStock[] {
  const byItem = new Map<string, HeldStock>();
  const lines = parseJsonColumn(items);
  for (const line of Array.isArray(lines) ? lines : []) {
    const { kind, id, name, quantity } = (line ?? {}) as Record<string, unknown>;
    if ((kind !== 'product' && kind !== 'template') || typeof id !== 'string') continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
    const key = `${kind}:${id}`;
    const held = byItem.get(key) ?? { kind, id, name: typeof name === 'string' ? name : '', quantity: 0 };
    held.quantity += quantity;
    byItem.set(key, held);
  }
  return [...byItem.values()];
}

/**
 * The one statement that changes an item's stock. updatedAt moves in the same statement because every
 * process's list and product caches watch it. With `atLeast`, the stock changes only if that much is
 * left, so concurrent orders never oversell. Answers whether the row changed.
 */
async function moveStock(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
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

/**
 * Takes an order's quantities off the shelf, each item only if that much is left; a short item refuses
 * the order with 409 naming it and the stock left. Answers the tables it changed.
 */
export async function takeOrderStock(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  items: unknown,
): Promise<Set<UID.ContentType>> {
  const touched = new Set<UID.ContentType>();
  for (const { kind, id, name, quantity } of stockHeldBy(items)) {
    const uid = STOCK_TABLES[kind];
    if (!(await moveStock(strapi, trx, uid, id, { by: -quantity, atLeast: quantity }))) {
      const { table, column } = columnsOf(strapi, uid);
      const row = await trx(table).where(column('documentId'), id).first(column('stock'));
      const left = Math.max(0, Number(row?.[column('stock')] ?? 0));
      throw new OrderRefusal(stockShortMessage(name, left), 409, { itemId: id, stockLeft: left });
    }
    touched.add(uid);
  }
  return touched;
}

/** Puts an order's quantities back on the shelf (a cancel, a return, a delete). Answers the tables it changed. */
export async function putOrderStockBack(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  items: unknown,
): Promise<Set<UID.ContentType>> {
  const touched = new Set<UID.ContentType>();
  for (const { kind, id, quantity } of stockHeldBy(items)) {
    await moveStock(strapi, trx, STOCK_TABLES[kind], id, { by: quantity });
    touched.add(STOCK_TABLES[kind]);
  }
  return touched;
}

/**
 * Moves the stock for a corrected order: takes what its lines now hold beyond what they held (a short
 * item refuses the correction with 409, as an order is refused) and puts back what they hold less.
 * Items go in one fixed order, so two corrections at once lock their rows alike and never deadlock.
 */
export async function moveCorrectedOrderStock(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  before: unknown,
  after: unknown,
): Promise<void> {
  const change = new Map<string, HeldStock>();
  for (const [sign, items] of [
    [-1, before],
    [1, after],
  ] as const) {
    for (const held of stockHeldBy(items)) {
      const key = `${held.kind}:${held.id}`;
      const moved = change.get(key) ?? { ...held, quantity: 0 };
      moved.quantity += sign * held.quantity;
      if (sign === 1) moved.name = held.name;
      change.set(key, moved);
    }
  }
  const moves = [...change.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, moved]) => moved);
  for (const moved of moves) {
    if (moved.quantity > 0) await takeOrderStock(strapi, trx, [moved]);
    if (moved.quantity < 0) await putOrderStockBack(strapi, trx, [{ ...moved, quantity: -moved.quantity }]);
  }
}

/** The stock levels the staff dashboard lists: low (1 to LOW_STOCK_LIMIT) and out (none left). */
const ALERT_LEVELS = {
  low: { $gte: 1, $lte: LOW_STOCK_LIMIT },
  out: { $lte: 0 },
} as const;

/** Up to `limit` items of each kind at that level, lowest stock first. */
export async function stockAlerts(
  strapi: Core.Strapi,
  level: keyof typeof ALERT_LEVELS,
  limit = 50,
): Promise<StockAlert[]> {
  const lists = await Promise.all(
    (Object.keys(STOCK_TABLES) as StockKind[]).map(async (kind) => {
      const rows: Array<{ documentId: string; name: string; stock: number }> = await strapi.db
        .query(STOCK_TABLES[kind])
        .findMany({
          where: { stock: ALERT_LEVELS[level] },
          select: ['documentId', 'name', 'stock'],
          orderBy: { stock: 'asc' },
          limit,
        });
      return rows.map((row) => ({ _id: row.documentId, name: row.name, kind, stock: row.stock }));
    }),
  );
  return lists.flat().sort((a, b) => a.stock - b.stock);
}

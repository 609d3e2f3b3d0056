import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  CUSTOMER_ACTOR,
  canMoveOrder,
  ONLY_THE_CUSTOMER_APPROVES,
  FIRST_ORDER_STATUS,
  orderNeedsApproval,
  type OrderStatus,
  orderStatusOf,
  refusedMoveMessage,
  STOCK_RETURNING_STATUSES,
  type ValidOrderStatusChange,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { conflict, NotFoundError } from '../errors';
import { tableChanged } from '../serving/table-versions';
import { storeOrderMails } from '../mail/outbox-store';
import { announceStoredOrder } from './order-events';
import { historyOf, parseJsonColumn } from './order-lifecycle';
import { linesWithoutProof } from './order-proofs';
import { statusChangedMails } from './order-mail';
import { putOrderStockBack } from '../catalogue/stock';
import { ORDER_UID } from '../content-types';

/** What the shopper's e-mail about the move says of the order. */
const MAIL_FIELDS = [
  'orderNumber',
  'trackingToken',
  'customer',
  'total',
  'paymentMethod',
  'language',
] as const;

export interface StatusChangeOutcome {
  documentId: string;
  from: OrderStatus;
  to: OrderStatus;
}

export interface StatusChangeOptions {
  now?: Date;
  /**
   * Emit the webhooks' `entry.update` after the commit (default). A move made inside a Document
   * Service update (the Strapi panel) leaves it to that update, which emits it once with the new state.
   */
  announce?: boolean;
}

/**
 * Moves an order to a new state if the transition table allows it (for an order that needs the
 * customer's approval: through the proof, sent only once every such line has one), appends the history entry, and on
 * a cancel or a return puts the stock back, all in one transaction. The UPDATE is conditional on the
 * state it read, so of two staff pressing the same button at once, one moves the order (and returns the
 * stock, once) and the other gets the 409. After the commit, the webhooks hear of the move.
 */
export async function changeOrderStatus(
  strapi: Core.Strapi,
  documentId: string,
  change: ValidOrderStatusChange,
  by: string,
  { now = new Date(), announce = true }: StatusChangeOptions = {},
): Promise<StatusChangeOutcome> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const statusColumn = column('status');
  const to = change.status;
  if (to === 'approved' && by !== CUSTOMER_ACTOR) throw conflict(ONLY_THE_CUSTOMER_APPROVES);
  const { from } = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
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
    const items = parseJsonColumn(row[column('items')]);
    const needsApproval = orderNeedsApproval(Array.isArray(items) ? items : []);
    if (!canMoveOrder(from, to, needsApproval)) throw conflict(refusedMoveMessage(from, to, needsApproval));
    if (to === 'proof_sent') {
      const missing = linesWithoutProof(items);
      if (missing.length > 0)
        throw conflict(
          `Upload a proof for ${missing.map((name) => `"${name}"`).join(', ')} before sending it`,
        );
    }

    const history = [
      ...historyOf(row[column('history')], row[column('createdAt')]),
      { status: to, at: now.toISOString(), by, note: change.note ?? null },
    ];
    const moved = await trx(table)
      .where(column('documentId'), documentId)
      .andWhere((query) => {
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
      throw conflict(refusedMoveMessage(orderStatusOf(current?.[statusColumn]), to, needsApproval));
    }
    const mailed = Object.fromEntries(MAIL_FIELDS.map((field) => [field, row[column(field)]]));
    await storeOrderMails(
      strapi,
      statusChangedMails({ ...mailed, items: row[column('items')] }, change),
      now,
    );
    if (STOCK_RETURNING_STATUSES.includes(to)) await putOrderStockBack(strapi, trx, row[column('items')]);
    return { from };
  });
  // After the commit: the stock put back is raw SQL, past the query engine's hook.
  tableChanged(strapi);
  if (announce) announceStoredOrder(strapi, documentId);
  return { documentId, from, to };
}

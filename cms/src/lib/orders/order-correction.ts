import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  CORRECTION_CHANGES_NOTHING,
  type Customer,
  canCorrectOrder,
  ORDER_CHANGED_MEANWHILE,
  orderStatusOf,
  orderTotalsOf,
  refusedCorrectionMessage,
  type ValidOrderCorrection,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { conflict, NotFoundError, ValidationError } from '../errors';
import { tableChanged } from '../serving/table-versions';
import { moveCorrectedOrderStock } from '../catalogue/stock';
import { ORDER_UID } from '../content-types';
import { loadCatalogueEntries } from './catalogue-entries';
import { linesToDraw, storeProofJobs } from '../proofs/proof-jobs';
import { wakeProofDrawing } from '../proofs/proof-worker';
import { drawnProofIds, removeReplacedProofs } from '../proofs/replaced-proofs';
import { type CorrectedParts, correctionSummary } from './correction-summary';
import { deliverySettingsOf } from './delivery-settings';
import { announceStoredOrder } from './order-events';
import { historyOf, parseJsonColumn } from './order-lifecycle';
import { phoneKey } from './phone-key';
import { checkPhotoResolution } from './photo-resolution';
import { type PricedLine, priceLine, totalsOf } from './pricing';

const READ_FIELDS = ['status', 'updatedAt', 'createdAt', 'customer', 'items', 'history'] as const;
const MONEY_FIELDS = ['subtotal', 'deliveryCharge', 'total'] as const;

type OrderParts = CorrectedParts & { subtotal: number; discountAmount?: number };

/**
 * The saving an order placed with a discount code keeps through a correction: the rupees it was given
 * (capped at the new subtotal), not the code's terms today, which staff may have changed since.
 */
function keptDiscount(before: OrderParts) {
  return before.discountAmount ? { kind: 'fixed' as const, value: before.discountAmount } : null;
}

/** A datetime column as either database answers it (a Date, epoch milliseconds or text), in milliseconds. */
function millisOf(value: unknown): number {
  return new Date(value as string | number | Date).getTime();
}

/**
 * The order after the correction: new lines priced from the catalogue with the checkout's rules (the
 * owner's delivery charges and minimum order included); lines left alone keep their prices, and their
 * delivery charge unless the city changed.
 */
async function correctedParts(
  strapi: Core.Strapi,
  before: OrderParts,
  correction: ValidOrderCorrection,
): Promise<OrderParts> {
  const customer = { ...before.customer, ...correction.customer };
  if (correction.items) {
    const entries = await loadCatalogueEntries(
      strapi,
      correction.items.map((item) => item.id),
    );
    const items = correction.items.map((item) => priceLine(entries.get(item.id)!, item));
    await checkPhotoResolution(strapi, items, entries);
    const delivery = await deliverySettingsOf(strapi);
    return { customer, items, ...totalsOf(items, delivery, customer.city ?? '', keptDiscount(before)) };
  }
  if (customer.city === before.customer.city) return { ...before, customer };
  const delivery = await deliverySettingsOf(strapi);
  const totals = orderTotalsOf(before.items, delivery, customer.city ?? '', keptDiscount(before));
  return { customer, items: before.items, ...totals };
}

/**
 * Corrects an order before dispatch (staff): its customer, its lines. Prices it again, moves the stock
 * both ways, appends one history entry saying who changed what, and writes the order, all in one
 * transaction. The write is conditional on the state and the updatedAt it read, so of two corrections
 * at once one wins and the other is a 409 with nothing changed. Refusals of pricing and stock are the
 * checkout's (`OrderRefusal`), for the caller to answer.
 */
export async function correctOrder(
  strapi: Core.Strapi,
  documentId: string,
  correction: ValidOrderCorrection,
  by: string,
  now = new Date(),
): Promise<void> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  let replacedProofs: string[] = [];
  await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const row = await trx(table)
      .where(column('documentId'), documentId)
      .first(...[...READ_FIELDS, ...MONEY_FIELDS, 'discountAmount', 'orderNumber'].map(column));
    if (!row) throw new NotFoundError('Order not found');
    const status = orderStatusOf(row[column('status')]);
    if (!canCorrectOrder(status)) throw conflict(refusedCorrectionMessage(status));
    const updatedAt = row[column('updatedAt')];
    if (correction.updatedAt && Date.parse(correction.updatedAt) !== millisOf(updatedAt))
      throw conflict(ORDER_CHANGED_MEANWHILE);

    const before: OrderParts = {
      customer: (parseJsonColumn(row[column('customer')]) ?? {}) as Partial<Customer>,
      items: (parseJsonColumn(row[column('items')]) ?? []) as PricedLine[],
      subtotal: Number(row[column('subtotal')]),
      deliveryCharge: Number(row[column('deliveryCharge')]),
      total: Number(row[column('total')]),
      ...(row[column('discountAmount')] ? { discountAmount: Number(row[column('discountAmount')]) } : {}),
    };
    const after = await correctedParts(strapi, before, correction);
    const changes = correctionSummary(before, after);
    if (!changes) throw new ValidationError(CORRECTION_CHANGES_NOTHING);
    await moveCorrectedOrderStock(strapi, trx, before.items, after.items);

    const history = [
      ...historyOf(row[column('history')], row[column('createdAt')]),
      { status, at: now.toISOString(), by, note: null, changes },
    ];
    const written = await trx(table)
      .where(column('documentId'), documentId)
      .andWhere(column('status'), row[column('status')])
      .andWhere(column('updatedAt'), updatedAt)
      .update({
        [column('customer')]: JSON.stringify(after.customer),
        [column('customerPhone')]: phoneKey(after.customer.phone ?? ''),
        [column('items')]: JSON.stringify(after.items),
        ...Object.fromEntries(MONEY_FIELDS.map((field) => [column(field), after[field]])),
        ...(after.discountAmount === undefined ? {} : { [column('discountAmount')]: after.discountAmount }),
        [column('history')]: JSON.stringify(history),
        [column('updatedAt')]: now,
      });
    if (written === 0) throw conflict(ORDER_CHANGED_MEANWHILE);
    // Re-priced lines come without their proofs: the shop draws the ones it can again.
    if (correction.items) {
      const entries = await loadCatalogueEntries(
        strapi,
        after.items.map((item) => item.id),
      );
      const order = { documentId, orderNumber: String(row[column('orderNumber')] ?? '') };
      await storeProofJobs(strapi, order, linesToDraw(after.items, entries), now);
      replacedProofs = drawnProofIds(before.items);
    }
  });
  // Only once committed: a correction that failed leaves the proofs its order still shows.
  await removeReplacedProofs(strapi, replacedProofs);
  wakeProofDrawing(strapi);
  // After the commit: the stock moved by raw SQL, past the query engine's hook.
  tableChanged(strapi);
  announceStoredOrder(strapi, documentId);
}

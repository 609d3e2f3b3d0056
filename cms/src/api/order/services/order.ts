import type { Knex } from 'knex';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import {
  type AllOrdersQuery,
  type OrderSource,
  type OrderStatus,
  orderSchema,
  orderSourceOf,
  type ValidOrderCorrection,
  subtotalOf,
  type ValidOrderInput,
  type ValidOrderStatusChange,
  type ValidProofAnswer,
  type ValidStaffOrderInput,
  WEBSITE_SOURCE,
} from '@shop/contracts';
import {
  conflict,
  isDocumentId,
  NotFoundError,
  RateLimitError,
  unprocessable,
  ValidationError,
} from '../../../lib/errors';
import { loadCatalogueEntries } from '../../../lib/orders/catalogue-entries';
import { checkPhotoResolution } from '../../../lib/orders/photo-resolution';
import { courierExport } from '../../../lib/orders/order-export';
import { matchingOrderBatches, orderPage, orderStatusCounts } from '../../../lib/orders/order-listing';
import { streamedList } from '../../../lib/streamed-list';
import { trackByNumberAndPhone, trackByToken } from '../../../lib/orders/order-tracking';
import { lifecycleOf, newOrderLifecycle, staffOrderLifecycle } from '../../../lib/orders/order-lifecycle';
import { mailSettings, orderPlacedMails } from '../../../lib/orders/order-mail';
import { storeOrderMails } from '../../../lib/mail/outbox-store';
import { wakeMailOutbox } from '../../../lib/mail/outbox-worker';
import { linesToDraw, storeProofJobs } from '../../../lib/proofs/proof-jobs';
import { wakeProofDrawing } from '../../../lib/proofs/proof-worker';
import { changeOrderStatus } from '../../../lib/orders/order-status-change';
import { answerProof, storeLineProof } from '../../../lib/orders/order-proofs';
import { correctOrder } from '../../../lib/orders/order-correction';
import { newOrderNumber } from '../../../lib/orders/order-number';
import { requestFingerprint } from '../../../lib/orders/request-fingerprint';
import {
  checkClientTotals,
  OrderRefusal,
  type PricedLine,
  priceLine,
  totalsOf,
} from '../../../lib/orders/pricing';
import { itemsWithAbsoluteImages } from '../../../lib/images/public-url';
import { toWire } from '../../../lib/wire';
import { columnsOf } from '../../../lib/db-columns';
import { takeOrderStock } from '../../../lib/catalogue/stock';
import { deleteOrderPuttingStockBack } from '../../../lib/orders/order-delete';
import { announceNewOrder, insertOrder, newOrderRow } from '../../../lib/orders/order-insert';
import { commitTogether } from '../../../lib/orders/order-commits';
import { checkOrderLimits, OrderLimitRefusal } from '../../../lib/orders/order-limits';
import { deliverySettingsOf } from '../../../lib/orders/delivery-settings';
import { applicableDiscount, claimDiscountUse } from '../../../lib/orders/discount-codes';
import { recordStoppedOrder, stoppedOrders } from '../../../lib/orders/stopped-orders';
import { type PrintKind, renderPrint } from '../../../lib/print/render-print';
import { shopIdentity } from '../../../lib/shop-identity';
import { ORDER_UID } from '../../../lib/content-types';
import { documentsOf, type StoredDocument } from '../../../lib/documents';

/** A stored order as this service reads it: its lifecycle fields are checked by `lifecycleOf`. */
type OrderDocument = StoredDocument &
  Parameters<typeof lifecycleOf>[0] & { source?: unknown; enteredBy?: unknown };

/**
 * How an order is taken: by a shopper at the checkout, or by staff for a customer they talk to. Both
 * are priced, checked and take stock alike; only these differ.
 */
interface OrderTaking {
  source: OrderSource;
  /** The staff e-mail of whoever took it; null for the checkout. */
  enteredBy: string | null;
  lifecycle: (now: Date) => ReturnType<typeof newOrderLifecycle>;
  /** The owner's limits guard the anonymous checkout; staff talking to the customer are not held by them. */
  checkLimits: boolean;
}

/** A new order's body as checked: the checkout's, or staff's without its source (its e-mail optional). */
type NewOrderInput = ValidOrderInput | Omit<ValidStaffOrderInput, 'source'>;

const AT_THE_CHECKOUT: OrderTaking = {
  source: WEBSITE_SOURCE,
  enteredBy: null,
  lifecycle: newOrderLifecycle,
  checkLimits: true,
};

/** An order as the API answers it: the idempotency key and the tracking token stay private; item images are absolute URLs. */
export function publicOrder(doc: OrderDocument) {
  const {
    idempotencyKey: _key,
    idempotencyFingerprint: _fingerprint,
    trackingToken: _token,
    statusChangedAt: _changed,
    customerPhone: _phone,
    discountCode,
    discountAmount,
    language,
    ...order
  } = toWire(doc);
  // An order without a code answers as the spec's orders do: no discount fields.
  const discount = discountCode ? { discountCode, discountAmount: discountAmount ?? 0 } : {};
  return {
    ...order,
    ...discount,
    items: itemsWithAbsoluteImages(strapi, order.items),
    ...lifecycleOf(doc),
    source: orderSourceOf(doc.source),
    enteredBy: typeof doc.enteredBy === 'string' ? doc.enteredBy : null,
    // An English order answers as the spec's orders do: no language field.
    ...(language === 'ur' ? { language } : {}),
  };
}

/** The order as its shopper gets it back from the checkout: with the private tracking link's token. */
function shopperOrder(doc: OrderDocument) {
  return { ...publicOrder(doc), trackingToken: doc.trackingToken };
}

function refusalToHttp(error: unknown): never {
  if (error instanceof OrderRefusal)
    throw error.status === 409 ? conflict(error.message, error.details) : new ValidationError(error.message);
  throw error;
}

/** Keeps a limit's refusal for staff's list, then answers it: too many units 400, too many waiting orders 429. */
async function stopOrder(
  strapi: Core.Strapi,
  refusal: OrderLimitRefusal,
  attempt: { input: NewOrderInput; lines: readonly PricedLine[]; clientAddress: string },
): Promise<never> {
  await recordStoppedOrder(strapi, {
    refusal,
    customer: attempt.input.customer,
    lines: attempt.lines,
    clientAddress: attempt.clientAddress,
  }).catch((error) => strapi.log.warn(`Recording a stopped order failed: ${error}`));
  if (refusal.limit === 'waitingOrdersPerPhone') throw new RateLimitError(refusal.message);
  throw new ValidationError(refusal.message);
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: unknown })?.code ?? '') + String((error as Error)?.message ?? '');
  return /23505|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed|duplicate key/i.test(text);
}

/** The order's lines priced from the catalogue, a discount code's terms, and its totals, checked against the client's. */
async function pricedOrder(strapi: Core.Strapi, input: NewOrderInput) {
  const entries = await loadCatalogueEntries(
    strapi,
    input.items.map((item) => item.id),
  );
  const lines = input.items.map((item) => priceLine(entries.get(item.id)!, item));
  await checkPhotoResolution(strapi, lines, entries);
  const discount = input.discountCode
    ? await applicableDiscount(strapi, {
        code: input.discountCode,
        subtotal: subtotalOf(lines),
        phone: input.customer.phone,
      })
    : null;
  const totals = totalsOf(lines, await deliverySettingsOf(strapi), input.customer.city, discount);
  checkClientTotals(input, totals);
  return { lines, totals, discount, entries };
}

export default factories.createCoreService(ORDER_UID, ({ strapi }) => ({
  /**
   * The order stored under a key; a key reused for another order is a 422 that shows no order data.
   * Inside the order's transaction, `trx` must be given: SQLite has one connection, held by it.
   */
  async findByIdempotencyKey(key: string, fingerprint: string, trx?: Knex.Transaction) {
    // Nearly every submit brings a new key: two columns on the key's unique index, in knex; the
    // query engine reads the whole order only for a key already used.
    const { table, column } = columnsOf(strapi, ORDER_UID);
    const used = await (trx ?? strapi.db.connection)(table)
      .where(column('idempotencyKey'), key)
      .first(column('id'), column('idempotencyFingerprint'));
    if (!used) return null;
    if (used[column('idempotencyFingerprint')] !== fingerprint) {
      throw unprocessable('This Idempotency-Key was already used for a different order. Send a new key.');
    }
    const order = await strapi.db.query(ORDER_UID).findOne({ where: { id: used[column('id')] } });
    return shopperOrder(order);
  },

  /** A shopper's order from the checkout. */
  createOrder(input: ValidOrderInput, idempotencyKey: string | null, clientAddress = '') {
    return this.storeNewOrder(input, idempotencyKey, clientAddress, AT_THE_CHECKOUT);
  },

  /**
   * An order staff take for a customer who ordered by phone, WhatsApp, Instagram or in person: priced,
   * checked and stocked as the checkout's, recorded with its source and who took it, and confirmed at
   * once. The owner's order limits do not apply (docs/orders.md).
   */
  takeStaffOrder(input: ValidStaffOrderInput, idempotencyKey: string | null, staffEmail: string) {
    const { source, ...order } = input;
    return this.storeNewOrder(order, idempotencyKey, '', {
      source,
      enteredBy: staffEmail,
      lifecycle: (now: Date) => staffOrderLifecycle(staffEmail, source, now),
      checkLimits: false,
    });
  },

  /**
   * Prices the order from the catalogue, checks it, takes the stock and stores it in one transaction,
   * committed with the orders submitted beside it (order-commits.ts). Answers the stored order, and
   * whether it was created now or found for a retried Idempotency-Key. An order over the owner's
   * limits (when they apply) is refused and kept for staff with the client's address.
   */
  async storeNewOrder(
    input: NewOrderInput,
    idempotencyKey: string | null,
    clientAddress: string,
    taking: OrderTaking,
  ) {
    // A key reused with another source is another order; the checkout's fingerprint stays as it was.
    const fingerprinted = taking.source === WEBSITE_SOURCE ? input : { ...input, source: taking.source };
    const fingerprint = idempotencyKey ? requestFingerprint(fingerprinted) : null;
    let priced: readonly PricedLine[] = [];
    for (let attempt = 0; ; attempt++) {
      try {
        // Every read an order is decided on is made in its transaction, so it waits for the
        // connection once (SQLite has one).
        const outcome = await commitTogether(strapi, async (trx) => {
          if (idempotencyKey) {
            // One submit per key at a time: later ones wait here, then find the first one's order.
            if (strapi.db.dialect.client === 'postgres') {
              await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [idempotencyKey]);
            }
            const existing = await this.findByIdempotencyKey(idempotencyKey, fingerprint!, trx);
            if (existing) return { existing };
          }
          const { lines, totals, discount, entries } = await pricedOrder(strapi, input);
          priced = lines;
          if (taking.checkLimits) await checkOrderLimits(strapi, trx, { phone: input.customer.phone, lines });
          const orderNumber = newOrderNumber();
          if (discount)
            await claimDiscountUse(strapi, trx, discount, { phone: input.customer.phone, orderNumber });
          await takeOrderStock(strapi, trx, lines);
          const now = new Date();
          const row = newOrderRow(
            strapi,
            {
              orderNumber,
              customer: input.customer,
              items: lines,
              ...(discount ? { discountCode: discount.code } : {}),
              ...totals,
              paymentMethod: input.paymentMethod,
              idempotencyKey,
              ...taking.lifecycle(now),
              idempotencyFingerprint: fingerprint,
              source: taking.source,
              enteredBy: taking.enteredBy,
              language: input.language,
            },
            now,
          );
          const created = await insertOrder(strapi, row);
          await storeOrderMails(strapi, orderPlacedMails(created, mailSettings(strapi)), now);
          await storeProofJobs(
            strapi,
            { documentId: created.documentId, orderNumber },
            linesToDraw(lines, entries),
            now,
          );
          return { created };
        });
        if ('existing' in outcome) return { order: outcome.existing, replayed: true };
        wakeMailOutbox(strapi);
        wakeProofDrawing(strapi);
        announceNewOrder(strapi, outcome.created);
        return { order: shopperOrder(outcome.created), replayed: false };
      } catch (error) {
        if (error instanceof OrderRefusal) refusalToHttp(error);
        if (error instanceof OrderLimitRefusal)
          return stopOrder(strapi, error, { input, lines: priced, clientAddress });
        if (!isUniqueViolation(error)) throw error;
        // A concurrent submit with the same key won: answer with its order.
        if (idempotencyKey) {
          const existing = await this.findByIdempotencyKey(idempotencyKey, fingerprint!);
          if (existing) return { order: existing, replayed: true };
        }
        // Otherwise two orders drew the same number: draw again.
        if (attempt >= 3) throw error;
      }
    }
  },

  /** Moves an order along its lifecycle (staff) and answers the updated order. */
  async changeStatus(documentId: string, change: ValidOrderStatusChange, staffEmail: string) {
    await changeOrderStatus(strapi, documentId, change, staffEmail);
    const order = await strapi.documents(ORDER_UID).findOne({ documentId });
    wakeMailOutbox(strapi);
    if (!order) throw new NotFoundError('Order not found');
    return publicOrder(order);
  },

  /** Corrects an order before dispatch (staff): re-priced, its stock moved, its history told; answers the order. */
  async correctOrder(documentId: string, correction: ValidOrderCorrection, staffEmail: string) {
    await correctOrder(strapi, documentId, correction, staffEmail).catch(refusalToHttp);
    const order = await strapi.documents(ORDER_UID).findOne({ documentId });
    if (!order) throw new NotFoundError('Order not found');
    return publicOrder(order);
  },

  /** The order attempts the owner's limits refused, newest first (staff). */
  async stoppedOrders() {
    return { stoppedOrders: await stoppedOrders(strapi) };
  },

  /**
   * The staff's order list, newest first. Without paging: every matching order, as the spec's
   * `{orders}`, streamed batch by batch. With paging: that page, its meta and the orders per state.
   */
  async allOrders({ status, search, source, paging }: AllOrdersQuery) {
    const selection = { status, search, source };
    if (!paging) return streamedList('orders', matchingOrderBatches(strapi, selection), publicOrder);
    const { page, pageSize } = paging;
    const [{ orders, total }, counts] = await Promise.all([
      orderPage(strapi, selection, page, pageSize),
      orderStatusCounts(strapi),
    ]);
    return {
      orders: orders.map(publicOrder),
      meta: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total },
      counts,
    };
  },

  /** The courier's CSV of every order (or every order in one state), streamed. */
  courierExport(status: OrderStatus | undefined) {
    return courierExport(strapi, status);
  },

  /** The shopper's tracking view of the order with this number and checkout phone. */
  track(number: string, phone: string) {
    return trackByNumberAndPhone(strapi, number, phone);
  },

  /** The shopper's tracking view behind a private tracking link. */
  trackByToken(token: unknown) {
    return trackByToken(strapi, token);
  },

  /** The shopper approves the proof or asks for a change (private tracking link); answers the tracking view. */
  async answerProof(token: string, answer: ValidProofAnswer) {
    await answerProof(strapi, token, answer);
    wakeMailOutbox(strapi);
    return trackByToken(strapi, token);
  },

  /** Stores staff's proof for one line (0-based) of a confirmed order; answers the order. */
  async uploadProof(documentId: string, lineIndex: number, bytes: Buffer) {
    await storeLineProof(strapi, documentId, lineIndex, bytes);
    const order = await strapi.documents(ORDER_UID).findOne({ documentId });
    if (!order) throw new NotFoundError('Order not found');
    return publicOrder(order);
  },

  /** Deletes an order (staff); one that still holds stock puts it back in the same transaction. */
  async deleteOrder(id: unknown) {
    if (!isDocumentId(id)) throw new NotFoundError('Order not found');
    return deleteOrderPuttingStockBack(strapi, id);
  },

  /** The printable slips or production sheet of these orders, in this order (staff); a missing one is a 404. */
  async printOrders(kind: PrintKind, ids: readonly string[]): Promise<string> {
    const docs = await documentsOf(strapi, ORDER_UID).findMany({
      filters: { documentId: { $in: [...ids] } },
      limit: ids.length,
    });
    const found = new Map(docs.map((doc) => [doc.documentId, doc as OrderDocument]));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new NotFoundError(`Order not found: ${missing}`);
    const orders = ids.map((id) => orderSchema.parse(publicOrder(found.get(id) as OrderDocument)));
    return renderPrint(kind, orders, await shopIdentity(strapi));
  },
}));

import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { canonicalPhone, isCashDue, type OrderStatus, orderStatusOf } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { matchingOrderBatches } from './order-listing';
import type { StoredOrder, StoredOrderLine } from './stored-order';

export const COURIER_EXPORT_COLUMNS = [
  'Order number',
  'Customer name',
  'Phone',
  'Address',
  'City',
  'Item count',
  'Items',
  'Cash to collect',
  'Courier',
  'Tracking number',
] as const;

/** Opens a CSV so that a spreadsheet reads it as UTF-8 (names in Urdu stay readable). */
export const UTF8_BOM = '\uFEFF';

/** A spreadsheet runs a cell that begins with one of these as a formula: such cells get a leading quote. */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function itemsDescription(items: StoredOrderLine[]): string {
  return items
    .map((item) =>
      [`${item?.quantity ?? 0} x ${item?.name ?? ''}`, item?.size, item?.frame].filter(Boolean).join(' '),
    )
    .join('; ');
}

/**
 * The phone as `0300 1234567`: the space keeps it text in a spreadsheet, so the leading 0 stays (as bare
 * digits it would become the number 3001234567).
 */
export function spreadsheetPhone(raw: string): string {
  const phone = canonicalPhone(raw);
  return phone.length > 4 ? `${phone.slice(0, 4)} ${phone.slice(4)}` : phone;
}

/** What a courier's row reads of a stored order. */
type CourierOrder = Pick<
  StoredOrder,
  'orderNumber' | 'customer' | 'items' | 'status' | 'total' | 'courier' | 'trackingNumber'
>;

/** An order's row for a courier's bulk booking; the cash is 0 once it is not due. */
function courierRow(order: CourierOrder): string[] {
  const items = Array.isArray(order.items) ? order.items : [];
  const customer = order.customer ?? {};
  return [
    order.orderNumber,
    customer.name ?? '',
    spreadsheetPhone(String(customer.phone ?? '')),
    customer.address ?? '',
    customer.city ?? '',
    String(
      items.reduce((count: number, item: StoredOrderLine | null) => count + (Number(item?.quantity) || 0), 0),
    ),
    itemsDescription(items),
    String(isCashDue(orderStatusOf(order.status)) ? (order.total ?? 0) : 0),
    order.courier ?? '',
    order.trackingNumber ?? '',
  ].map((cell) => neutraliseFormula(String(cell)));
}

/** The CSV's head: the byte-order mark and the columns. */
const CSV_HEAD = UTF8_BOM + stringify([[...COURIER_EXPORT_COLUMNS]]);

/** One row per order for a courier's bulk booking, written by csv-stringify. */
export function courierCsv(orders: CourierOrder[]): string {
  return CSV_HEAD + stringify(orders.map(courierRow));
}

async function* courierCsvParts(strapi: Core.Strapi, status: OrderStatus | undefined) {
  yield CSV_HEAD;
  for await (const orders of matchingOrderBatches(strapi, { status }))
    yield stringify(orders.map(courierRow));
}

/**
 * The courier's CSV of every matching order, newest first, streamed as it is read batch by batch: the
 * same text as `courierCsv` of them all, without holding them all.
 */
export function courierExport(strapi: Core.Strapi, status: OrderStatus | undefined): Readable {
  return Readable.from(courierCsvParts(strapi, status), { objectMode: false });
}

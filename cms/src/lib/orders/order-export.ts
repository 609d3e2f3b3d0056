import type { Core } from '@strapi/strapi';
import { canonicalPhone, type OrderStatus } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { ordersWithStatus } from './order-listing';

export const COURIER_EXPORT_COLUMNS = [
  'Order number',
  'Customer name',
  'Phone',
  'Address',
  'City',
  'Item count',
  'Items',
  'Cash to collect',
] as const;

/** A spreadsheet runs a cell that begins with one of these as a formula: such cells get a leading quote. */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
function itemsDescription(items: any[]): string {
  return items
    .map((item) =>
      [`${item?.quantity ?? 0} x ${item?.name ?? ''}`, item?.size, item?.frame].filter(Boolean).join(' '),
    )
    .join('; ');
}

/** One row per order for a courier's bulk booking, written by csv-stringify. */
// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
export function courierCsv(orders: any[]): string {
  const rows = orders.map((order) => {
    const items = Array.isArray(order.items) ? order.items : [];
    const customer = order.customer ?? {};
    return [
      order.orderNumber,
      customer.name ?? '',
      canonicalPhone(String(customer.phone ?? '')),
      customer.address ?? '',
      customer.city ?? '',
      // biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
      String(items.reduce((count: number, item: any) => count + (Number(item?.quantity) || 0), 0)),
      itemsDescription(items),
      String(order.total ?? 0),
    ].map((cell) => neutraliseFormula(String(cell)));
  });
  return stringify([[...COURIER_EXPORT_COLUMNS], ...rows]);
}

export async function courierExport(strapi: Core.Strapi, status: OrderStatus | undefined): Promise<string> {
  return courierCsv(await ordersWithStatus(strapi, status));
}

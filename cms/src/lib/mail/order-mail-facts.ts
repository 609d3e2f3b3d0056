import { ORDER_STATUS_LABELS, type ShopLocale } from '@shop/contracts';
import { parseJsonColumn } from '../orders/order-lifecycle';

/** The e-mails an order sends: the staff notice and the shopper's confirmation, proof, dispatch and cancellation. */
export const ORDER_MAIL_KINDS = [
  'new-order-notice',
  'order-confirmation',
  'order-dispatched',
  'order-cancelled',
  'order-proof-sent',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export interface OrderMailLine {
  name: string;
  /** The item's Urdu name when it was ordered, if it had one: an Urdu order's mails say it. */
  nameUr: string | null;
  size: string | null;
  frame: string | null;
  quantity: number;
  price: number;
  customFields: Record<string, string>;
}

/** What an order's e-mail says, taken from the order when the mail is written; shopper values unescaped. */
export interface OrderMailFacts {
  orderNumber: string;
  trackingToken: string;
  customer: { name: string; phone: string; email: string; address: string; city: string };
  lines: OrderMailLine[];
  total: number;
  /** The discount code the order was placed with and the rupees it saved, or null. */
  discount: { code: string; amount: number } | null;
  paymentMethod: string;
  courier: string | null;
  trackingNumber: string | null;
  /** Why staff cancelled the order, as they wrote it. */
  reason: string | null;
  /** The language the order was placed in; absent in a mail stored before orders had one: English. */
  language?: ShopLocale;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function lineOf(item: unknown): OrderMailLine {
  const line = (item ?? {}) as Record<string, unknown>;
  const custom = line.customFields && typeof line.customFields === 'object' ? line.customFields : {};
  return {
    name: text(line.name),
    nameUr: textOrNull(line.nameUr),
    size: textOrNull(line.size),
    frame: textOrNull(line.frame),
    quantity: Number(line.quantity) || 0,
    price: Number(line.price) || 0,
    customFields: Object.fromEntries(
      Object.entries(custom as Record<string, unknown>).map(([field, value]) => [field, text(value)]),
    ),
  };
}

/** What staff gave with a change of state: the courier and tracking number, a note (a cancellation's reason). */
export interface OrderChange {
  courier?: string | null;
  trackingNumber?: string | null;
  note?: string | null;
}

/** The facts of an order as stored (JSON columns may come as text), with the change that caused the mail. */
export function orderMailFacts(order: Record<string, unknown>, change: OrderChange = {}): OrderMailFacts {
  const customer = (parseJsonColumn(order.customer) ?? {}) as Record<string, unknown>;
  const items = parseJsonColumn(order.items);
  return {
    orderNumber: text(order.orderNumber),
    trackingToken: text(order.trackingToken),
    customer: {
      name: text(customer.name),
      phone: text(customer.phone),
      email: text(customer.email),
      address: text(customer.address),
      city: text(customer.city),
    },
    lines: (Array.isArray(items) ? items : []).map(lineOf),
    total: Number(order.total) || 0,
    discount:
      Number(order.discountAmount) > 0
        ? { code: text(order.discountCode), amount: Number(order.discountAmount) }
        : null,
    paymentMethod: text(order.paymentMethod),
    courier: textOrNull(change.courier ?? order.courier),
    trackingNumber: textOrNull(change.trackingNumber ?? order.trackingNumber),
    reason: textOrNull(change.note),
    language: order.language === 'ur' ? 'ur' : 'en',
  };
}

/** The subject line of each kind of order e-mail. */
export function subjectOf(kind: OrderMailKind, orderNumber: string): string {
  switch (kind) {
    case 'new-order-notice':
      return `New order #${orderNumber}`;
    case 'order-confirmation':
      return `Your order #${orderNumber}`;
    case 'order-dispatched':
      return `Order #${orderNumber}: ${ORDER_STATUS_LABELS.dispatched}`;
    case 'order-cancelled':
      return `Order #${orderNumber}: ${ORDER_STATUS_LABELS.cancelled}`;
    case 'order-proof-sent':
      return `Order #${orderNumber}: your proof is ready to approve`;
  }
}

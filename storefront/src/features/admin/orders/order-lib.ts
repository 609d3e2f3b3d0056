import {
  formatRupees,
  internationalPhone,
  isImageValue,
  staffMoves,
  type Order,
  type OrderStatus,
} from '@shop/contracts';
import { customValueText } from './custom-values';

/** Pieces ordered: the sum of the lines' quantities. */
export function itemCountOf(order: Pick<Order, 'items'>): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}

const orderDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** US English short date and time: 'Mar 5, 2025, 02:30 PM'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : orderDate.format(date);
}

/** The states every one of these orders may move to next (dispatch needs one tracking number each). */
export function commonNextStatuses(
  orders: readonly (Pick<Order, 'status'> & Partial<Pick<Order, 'items'>>)[],
): OrderStatus[] {
  if (orders.length === 0) return [];
  const movesOf = (order: (typeof orders)[number]) => staffMoves(order.status, order.items);
  return movesOf(orders[0]).filter(
    (to) => to !== 'dispatched' && orders.every((order) => movesOf(order).includes(to)),
  );
}

/** An order line and, under it, what the customer filled in: the spelling to print is what the call confirms. */
function lineOfMessage(item: Order['items'][number]): string[] {
  const options = [item.size, item.frame].filter(Boolean).join(', ');
  const custom = Object.entries(item.customFields ?? {}).map(
    ([field, value]) =>
      `  ${field}: ${isImageValue(value) ? 'your photo (received)' : customValueText(value)}`,
  );
  return [`- ${item.quantity} x ${item.name}${options ? ` (${options})` : ''}`, ...custom];
}

function greeting(order: Order, shopName: string): string {
  return `Hello${order.customer.name ? ` ${order.customer.name}` : ''}, this is ${shopName}.`;
}

/** The confirmation message staff send on WhatsApp: order number, items with their custom values, total and address. */
export function confirmationMessage(order: Order, shopName: string): string {
  const { customer } = order;
  const address = [customer.address, customer.city].filter(Boolean).join(', ');
  return [
    greeting(order, shopName),
    `Please confirm your order #${order.orderNumber}:`,
    ...order.items.flatMap(lineOfMessage),
    `Total: ${formatRupees(order.total)} (${order.paymentMethod})`,
    `Delivery address: ${address}`,
    'Reply YES to confirm.',
  ].join('\n');
}

/** The message staff send once an order is dispatched: the courier, its tracking number and the cash to have ready. */
export function dispatchedMessage(order: Order, shopName: string): string {
  return [
    greeting(order, shopName),
    `Your order #${order.orderNumber} has been dispatched with ${order.courier ?? 'our courier'}.`,
    `Tracking number: ${order.trackingNumber ?? ''}`,
    `Please keep ${formatRupees(order.total)} ready for the rider (${order.paymentMethod}).`,
  ].join('\n');
}

/** What there is to tell the customer on WhatsApp in the order's state: confirm while placed, dispatch details once dispatched. */
export function whatsappMessageOf(order: Order, shopName: string): { label: string; text: string } | null {
  if (order.status === 'placed') {
    return { label: 'Confirm on WhatsApp', text: confirmationMessage(order, shopName) };
  }
  if (order.status === 'dispatched') {
    return { label: 'Send "Dispatched" on WhatsApp', text: dispatchedMessage(order, shopName) };
  }
  return null;
}

/** WhatsApp to the customer with a message prefilled; null without a usable phone number. */
export function whatsappLink(order: Order, text: string): string | null {
  const number = internationalPhone(order.customer.phone ?? '');
  if (number.length < 11) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A tel: link in international form; null without a usable phone number. */
export function callLink(order: Order): string | null {
  const number = internationalPhone(order.customer.phone ?? '');
  return number.length < 11 ? null : `tel:+${number}`;
}

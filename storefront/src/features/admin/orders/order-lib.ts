import type { Order } from '@shop/contracts';
import { matchesSearch } from '../lib/matches-search';

/** Search on order number, customer name or e-mail, case-insensitively (spec point 2). */
export function filterOrders(orders: readonly Order[], term: string): Order[] {
  return orders.filter((o) => matchesSearch(term, o.orderNumber, o.customer.name, o.customer.email));
}

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

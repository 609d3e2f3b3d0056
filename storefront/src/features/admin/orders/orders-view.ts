import { isOrderStatus, ORDER_STATUSES, type Order, type OrderPage, type OrderStatus } from '@shop/contracts';

/** What the orders screen shows, kept in its URL (`?status=&page=`) so a reload keeps it. */
export interface OrdersView {
  status: OrderStatus | null;
  page: number;
}

/** The view a URL asks for: an unknown state is every order, a page that is no page number is page 1. */
export function ordersViewFrom(params: URLSearchParams): OrdersView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query of a view; every order and page 1 are left out. */
export function ordersViewParams({ status, page }: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Every order: the orders of all the states. */
export function allOrdersCount(counts: OrderPage['counts']): number {
  return ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/** Keeps the orders of the tab: one moved out of it leaves the page. */
export function ordersOfTab(orders: readonly Order[], tab: OrderStatus | null): Order[] {
  return tab ? orders.filter((order) => order.status === tab) : [...orders];
}

/** The page after an order moved: the order as the server answered it, and the counts moved with it. */
export function pageAfterMove(page: OrderPage, updated: Order, tab: OrderStatus | null): OrderPage {
  const before = page.orders.find((order) => order._id === updated._id);
  if (!before) return page;
  const counts = { ...page.counts };
  counts[before.status] -= 1;
  counts[updated.status] += 1;
  const leftTab = tab !== null && before.status === tab && updated.status !== tab;
  return {
    orders: page.orders.map((order) => (order._id === updated._id ? updated : order)),
    meta: { ...page.meta, total: page.meta.total - (leftTab ? 1 : 0) },
    counts,
  };
}

/** The page after an order was deleted. */
export function pageAfterDelete(page: OrderPage, id: string, tab: OrderStatus | null): OrderPage {
  const deleted = page.orders.find((order) => order._id === id);
  if (!deleted) return page;
  const shown = tab === null || deleted.status === tab;
  return {
    orders: page.orders.filter((order) => order._id !== id),
    meta: { ...page.meta, total: page.meta.total - (shown ? 1 : 0) },
    counts: { ...page.counts, [deleted.status]: page.counts[deleted.status] - 1 },
  };
}

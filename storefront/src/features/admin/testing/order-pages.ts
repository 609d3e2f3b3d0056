import { ORDER_STATUSES, STAFF_ORDERS_PAGE_SIZE } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { matchesSearch } from '../lib/matches-search';

export interface WireOrder {
  orderNumber: string;
  status?: string;
  source?: string;
  customer?: { name?: string; email?: string };
}

/**
 * GET /orders/all-orders answered as the API answers a page, from a list of wire orders: the state
 * and the search filter it, `page` and `pageSize` cut it, and the counts are of every order. `asked`
 * records each query string. `pagesOf` answers pages of that many orders whatever the size asked
 * (a few rows render quicker than the screen's 50).
 */
export function orderPagesOf(list: readonly WireOrder[], pagesOf?: number) {
  const asked: URLSearchParams[] = [];
  const handler = http.get(apiUrl('/orders/all-orders'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const statusOf = (order: WireOrder) => order.status ?? 'placed';
    const status = query.get('status');
    const source = query.get('source');
    const page = Number(query.get('page') ?? 1);
    const pageSize = pagesOf ?? Number(query.get('pageSize') ?? STAFF_ORDERS_PAGE_SIZE);
    const matching = list.filter(
      (order) =>
        (!status || statusOf(order) === status) &&
        (!source || (order.source ?? 'website') === source) &&
        matchesSearch(
          query.get('search') ?? '',
          order.orderNumber,
          order.customer?.name,
          order.customer?.email,
        ),
    );
    return HttpResponse.json({
      orders: matching.slice((page - 1) * pageSize, page * pageSize),
      meta: {
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
        total: matching.length,
      },
      counts: Object.fromEntries(
        ORDER_STATUSES.map((state) => [state, list.filter((order) => statusOf(order) === state).length]),
      ),
    });
  });
  return { handler, asked };
}

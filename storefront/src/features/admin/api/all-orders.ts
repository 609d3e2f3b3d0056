import {
  type OrderPage,
  type OrderSource,
  type OrderStatus,
  orderPageSchema,
  STAFF_ORDERS_PAGE_SIZE,
  apiPath,
} from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const ALL_ORDERS_PATH = apiPath('allOrders');

/** Which page of the staff orders screen to load. */
export interface OrderPageAsk {
  status: OrderStatus | null;
  search: string;
  page: number;
  /** One source's orders, or every order. */
  source?: OrderSource | null;
}

/** GET /orders/all-orders?page=&pageSize=&status=&search=&source= : one page, its meta and the orders per state. */
export function orderPagePath({ status, search, page, source }: OrderPageAsk): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(STAFF_ORDERS_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (search.trim()) params.set('search', search.trim());
  if (source) params.set('source', source);
  return `${ALL_ORDERS_PATH}?${params}`;
}

export function fetchOrderPage(path: string): Promise<OrderPage> {
  return apiRequest(path, { schema: orderPageSchema });
}

/** One page of the orders, newest first; the page on screen stays while the next one loads. */
export function useOrderPage(ask: OrderPageAsk) {
  return useSWR(orderPagePath(ask), fetchOrderPage, {
    keepPreviousData: true,
    onError: (error) => {
      console.warn('Error fetching orders', error);
      toast.error('Error fetching orders', { toastId: 'fetch-orders' });
    },
  });
}

import { type StoppedOrder, stoppedOrdersSchema, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const STOPPED_ORDERS_PATH = apiPath('stoppedOrders');

export async function fetchStoppedOrders(path: string): Promise<StoppedOrder[]> {
  const { stoppedOrders } = await apiRequest(path, { schema: stoppedOrdersSchema });
  return stoppedOrders;
}

/** The order attempts the owner's limits refused, newest first; asked for only once staff open the list. */
export function useStoppedOrders(open: boolean) {
  return useSWR(open ? STOPPED_ORDERS_PATH : null, fetchStoppedOrders, {
    onError: (error) => console.warn('Failed to load the stopped orders', error),
  });
}

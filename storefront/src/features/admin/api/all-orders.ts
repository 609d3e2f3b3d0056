import { type Order, orderSchema } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const ALL_ORDERS_PATH = '/orders/all-orders';

const allOrdersSchema = z.object({ orders: z.array(orderSchema) });

export async function fetchAllOrders(path: string): Promise<Order[]> {
  const { orders } = await apiRequest(path, { schema: allOrdersSchema });
  return orders;
}

/** Every order, newest first (GET /orders/all-orders). */
export function useAllOrders() {
  return useSWR(ALL_ORDERS_PATH, fetchAllOrders, {
    onError: (error) => {
      console.warn('Error fetching orders', error);
      toast.error('Error fetching orders', { toastId: 'fetch-orders' });
    },
  });
}

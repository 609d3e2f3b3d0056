import { type Order, type OrderStatusChange, orderSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /orders/{id}/status: moves an order along its lifecycle and answers the updated order. */
export function changeOrderStatus(id: string, change: OrderStatusChange): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: change,
    schema: orderSchema,
  });
}

import { type Order, type OrderStatusChange, orderSchema, API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /orders/{id}/status: moves an order along its lifecycle and answers the updated order. */
export function changeOrderStatus(id: string, change: OrderStatusChange): Promise<Order> {
  return apiRequest(apiPath('changeOrderStatus', { id }), {
    method: API_ROUTES.changeOrderStatus.method,
    body: change,
    schema: orderSchema,
  });
}

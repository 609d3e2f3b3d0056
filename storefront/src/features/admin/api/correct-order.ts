import { API_ROUTES, apiPath, type Order, type OrderCorrection, orderSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PATCH /orders/{id}: corrects an order before dispatch and answers it re-priced by the server. */
export function correctOrder(id: string, correction: OrderCorrection): Promise<Order> {
  return apiRequest(apiPath('correctOrder', { id }), {
    method: API_ROUTES.correctOrder.method,
    body: correction,
    schema: orderSchema,
  });
}

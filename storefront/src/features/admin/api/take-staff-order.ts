import { API_ROUTES, apiPath, type Order, orderSchema, type StaffOrderInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /orders (staff): an order taken for a customer, priced by the server as the checkout's. The
 * draft's key makes a retried submit answer the first order instead of taking the stock twice.
 */
export function takeStaffOrder(order: StaffOrderInput, idempotencyKey: string): Promise<Order> {
  return apiRequest(apiPath('takeStaffOrder'), {
    method: API_ROUTES.takeStaffOrder.method,
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: orderSchema,
  });
}

import { type Order, type OrderInput, orderSchema, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

export const CREATE_ORDER_PATH = apiPath('createOrder');

/** POST /orders/create-order with the attempt's Idempotency-Key; answers the stored order. */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<Order> {
  return apiRequest(CREATE_ORDER_PATH, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: orderSchema,
  });
}

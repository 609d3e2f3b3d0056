import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /orders/delete/{id} */
export function deleteOrder(id: string): Promise<unknown> {
  return apiRequest(apiPath('deleteOrder', { id }), { method: API_ROUTES.deleteOrder.method });
}

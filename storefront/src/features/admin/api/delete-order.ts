import { apiRequest } from '@/lib/api-client';

/** DELETE /orders/delete/{id} */
export function deleteOrder(id: string): Promise<unknown> {
  return apiRequest(`/orders/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

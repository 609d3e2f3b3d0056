import { API_ROUTES, apiPath, type Order, orderSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /orders/{id}/lines/{line}/proof (line counted from 1): stores the proof and answers the updated order. */
export function uploadOrderProof(id: string, line: number, file: File): Promise<Order> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(apiPath('uploadOrderProof', { id, line: String(line) }), {
    method: API_ROUTES.uploadOrderProof.method,
    body: form,
    schema: orderSchema,
  });
}

import { apiRequest } from '@/lib/api-client';

/** DELETE /products/remove-product/{id} */
export function removeProduct(id: string): Promise<unknown> {
  return apiRequest(`/products/remove-product/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

import { apiRequest } from '@/lib/api-client';

/** DELETE /custom-products/custom-product-template/{id} */
export function removeTemplate(id: string): Promise<unknown> {
  return apiRequest(`/custom-products/custom-product-template/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

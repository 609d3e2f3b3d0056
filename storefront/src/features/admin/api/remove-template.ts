import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /custom-products/custom-product-template/{id} */
export function removeTemplate(id: string): Promise<unknown> {
  return apiRequest(apiPath('removeTemplate', { id }), {
    method: API_ROUTES.removeTemplate.method,
  });
}

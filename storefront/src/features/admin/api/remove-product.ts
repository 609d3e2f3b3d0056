import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /products/remove-product/{id} */
export function removeProduct(id: string): Promise<unknown> {
  return apiRequest(apiPath('removeProduct', { id }), { method: API_ROUTES.removeProduct.method });
}

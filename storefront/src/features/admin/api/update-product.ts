import { API_ROUTES, apiPath, type ProductInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /products/update-product/{id}: kept images as {url, public_id}, new ones as data strings, plus imagesToDelete. */
export function updateProduct(id: string, product: ProductInput): Promise<unknown> {
  return apiRequest(apiPath('updateProduct', { id }), {
    method: API_ROUTES.updateProduct.method,
    body: product,
  });
}

import { API_ROUTES, apiPath, type ProductInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /products/add-product: images go as inline data strings. */
export function addProduct(product: ProductInput): Promise<unknown> {
  return apiRequest(apiPath('addProduct'), { method: API_ROUTES.addProduct.method, body: product });
}

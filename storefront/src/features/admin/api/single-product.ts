import { apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';
import { type AdminProduct, adminProductSchema } from './admin-products';

/** GET /products/single-product/{id}: the full product, to open it in the edit screen. */
export function fetchSingleProduct(id: string): Promise<AdminProduct> {
  return apiRequest(apiPath('singleProduct', { id }), { schema: adminProductSchema });
}

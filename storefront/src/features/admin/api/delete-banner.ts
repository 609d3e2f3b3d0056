import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /banners/{id}: the banner and its stored picture. */
export function deleteBanner(id: string): Promise<unknown> {
  return apiRequest(apiPath('deleteBanner', { id }), { method: API_ROUTES.deleteBanner.method });
}

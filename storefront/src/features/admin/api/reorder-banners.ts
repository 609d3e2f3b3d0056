import { API_ROUTES, apiPath, type Banner, bannerListSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /banners/order with every banner's id, first slide first; answers the banners in their new order. */
export function reorderBanners(ids: readonly string[]): Promise<Banner[]> {
  return apiRequest(apiPath('reorderBanners'), {
    method: API_ROUTES.reorderBanners.method,
    body: { ids },
    schema: bannerListSchema,
  });
}

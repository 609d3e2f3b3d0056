import { API_ROUTES, apiPath, type Banner, type BannerChanges, bannerSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /banners/{id} with the fields that change; a new picture as a data string. */
export function updateBanner(id: string, changes: BannerChanges): Promise<Banner> {
  return apiRequest(apiPath('updateBanner', { id }), {
    method: API_ROUTES.updateBanner.method,
    body: changes,
    schema: bannerSchema,
  });
}

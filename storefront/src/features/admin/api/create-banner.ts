import { API_ROUTES, apiPath, type Banner, type BannerInput, bannerSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /banners with the picture as a data string (issue #34 item 6). */
export function createBanner(input: BannerInput): Promise<Banner> {
  return apiRequest(apiPath('createBanner'), {
    method: API_ROUTES.createBanner.method,
    body: input,
    schema: bannerSchema,
  });
}

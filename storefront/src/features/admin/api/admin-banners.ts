import { apiPath, type Banner, bannerListSchema } from '@shop/contracts';
import useSWR, { mutate } from 'swr';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';

/** Every banner, hidden ones too (staff only). */
export const ADMIN_BANNERS_PATH = apiPath('allBanners');

export function fetchAdminBanners(path: string): Promise<Banner[]> {
  return apiRequest(path, { schema: bannerListSchema });
}

export function useAdminBanners() {
  return useSWR(ADMIN_BANNERS_PATH, fetchAdminBanners, {
    onError: (error) => {
      console.warn('Failed to fetch banners', error);
      toast.error('Failed to fetch banners', { toastId: 'fetch-banners' });
    },
  });
}

/** After a change: the home page's copy (the public call) is asked again when next shown. */
export function refreshHomeBanners(): Promise<unknown> {
  return mutate(apiPath('banners'));
}

import { apiPath, type Banner } from '@shop/contracts';
import useSWR from 'swr';
import { answerSchema } from '@/api/load-answer-schemas';
import { apiRequest } from '@/lib/api-client';

/** The same call the staff Banners screen refreshes after each change. */
export const HOME_BANNERS_PATH = apiPath('banners');

export function fetchHomeBanners(path: string): Promise<Banner[]> {
  return apiRequest(path, { loadSchema: answerSchema('bannerListSchema') });
}

/** The hero's slides, visible ones in staff's order; a failed fetch shows no carousel and is logged. */
export function useHomeBanners(): { banners: Banner[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(HOME_BANNERS_PATH, fetchHomeBanners, {
    onError: (error) => console.warn('Failed to load the home banners', error),
  });
  return { banners: data ?? [], isLoading };
}

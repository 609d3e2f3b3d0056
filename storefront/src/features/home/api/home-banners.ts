import { apiPath, type Banner } from '@shop/contracts';
import { useEmbeddedSWR } from '@/api/embedded-answer';
import { answerSchema, parsedByLoaded } from '@/api/load-answer-schemas';
import { apiRequest } from '@/lib/api-client';

/** The same call the staff Banners screen refreshes after each change. */
export const HOME_BANNERS_PATH = apiPath('banners');

export function fetchHomeBanners(path: string): Promise<Banner[]> {
  return apiRequest(path, { loadSchema: answerSchema('bannerListSchema') });
}

/**
 * The hero's slides, visible ones in staff's order, first from those the server embedded in home (its
 * largest paint waits for no call); a failed fetch shows no carousel and is logged.
 */
export function useHomeBanners(): { banners: Banner[]; isLoading: boolean } {
  const { data, isLoading } = useEmbeddedSWR(
    HOME_BANNERS_PATH,
    fetchHomeBanners,
    parsedByLoaded('bannerListSchema'),
    { onError: (error) => console.warn('Failed to load the home banners', error) },
  );
  return { banners: data ?? [], isLoading };
}

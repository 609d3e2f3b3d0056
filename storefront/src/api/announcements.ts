import { apiPath, type Announcement } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';
import { useEmbeddedSWR } from './embedded-answer';
import { answerSchema, parsedByLoaded } from './load-answer-schemas';

export const ANNOUNCEMENTS_PATH = apiPath('announcements');

export function fetchAnnouncements(path: string): Promise<Announcement[]> {
  return apiRequest(path, { loadSchema: answerSchema('announcementListSchema') });
}

/**
 * The ticker's announcements, first from those the server embedded in the page (the bar is there from
 * the first paint: nothing below it moves); a failed fetch leaves the list empty so the bar stays
 * hidden (spec point 8).
 */
export function useAnnouncements(): Announcement[] {
  const { data } = useEmbeddedSWR(
    ANNOUNCEMENTS_PATH,
    fetchAnnouncements,
    parsedByLoaded('announcementListSchema'),
    { onError: (error) => console.warn('Failed to load announcements', error) },
  );
  return data ?? [];
}

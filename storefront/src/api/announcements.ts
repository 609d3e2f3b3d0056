import { apiPath, type Announcement } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { answerSchema } from './load-answer-schemas';

export const ANNOUNCEMENTS_PATH = apiPath('announcements');

export function fetchAnnouncements(path: string): Promise<Announcement[]> {
  return apiRequest(path, { loadSchema: answerSchema('announcementListSchema') });
}

/** The ticker's announcements; a failed fetch leaves the list empty so the bar stays hidden (spec point 8). */
export function useAnnouncements(): Announcement[] {
  const { data } = useSWR(ANNOUNCEMENTS_PATH, fetchAnnouncements, {
    onError: (error) => console.warn('Failed to load announcements', error),
  });
  return data ?? [];
}

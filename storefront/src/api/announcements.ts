import { type Announcement, announcementSchema } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

export const ANNOUNCEMENTS_PATH = '/announcement/get-announcements';

const announcementListSchema = z.array(announcementSchema);

export function fetchAnnouncements(path: string): Promise<Announcement[]> {
  return apiRequest(path, { schema: announcementListSchema });
}

/** The ticker's announcements; a failed fetch leaves the list empty so the bar stays hidden (spec point 8). */
export function useAnnouncements(): Announcement[] {
  const { data } = useSWR(ANNOUNCEMENTS_PATH, fetchAnnouncements, {
    onError: (error) => console.warn('Failed to load announcements', error),
  });
  return data ?? [];
}

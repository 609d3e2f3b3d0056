import { type Announcement, announcementSchema, apiPath } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The same call as the public ticker's, so an edit here refreshes the ticker's copy too. */
export const ADMIN_ANNOUNCEMENTS_PATH = apiPath('announcements');

const announcementListSchema = z.array(announcementSchema);

export function fetchAdminAnnouncements(path: string): Promise<Announcement[]> {
  return apiRequest(path, { schema: announcementListSchema });
}

export function useAdminAnnouncements() {
  return useSWR(ADMIN_ANNOUNCEMENTS_PATH, fetchAdminAnnouncements, {
    onError: (error) => {
      console.warn('Failed to fetch announcements', error);
      toast.error('Failed to fetch announcements', { toastId: 'fetch-announcements' });
    },
  });
}

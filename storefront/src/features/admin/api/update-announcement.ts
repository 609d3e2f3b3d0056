import { type Announcement, announcementSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /announcement/update/{id} with {message}. */
export function updateAnnouncement(id: string, message: string): Promise<Announcement> {
  return apiRequest(`/announcement/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { message },
    schema: announcementSchema,
  });
}

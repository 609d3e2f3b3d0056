import { type Announcement, announcementSchema, API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /announcement/update/{id} with {message}. */
export function updateAnnouncement(id: string, message: string): Promise<Announcement> {
  return apiRequest(apiPath('updateAnnouncement', { id }), {
    method: API_ROUTES.updateAnnouncement.method,
    body: { message },
    schema: announcementSchema,
  });
}

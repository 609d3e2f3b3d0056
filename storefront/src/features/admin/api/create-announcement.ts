import { type Announcement, type AnnouncementInput, announcementSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /announcement/create with {message, startsAt, endsAt} (issue #34 item 5). */
export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return apiRequest('/announcement/create', { method: 'POST', body: input, schema: announcementSchema });
}

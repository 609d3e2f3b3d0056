import {
  type Announcement,
  type AnnouncementInput,
  API_ROUTES,
  announcementSchema,
  apiPath,
} from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /announcement/create with {message, startsAt, endsAt} (issue #34 item 5). */
export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return apiRequest(apiPath('createAnnouncement'), {
    method: API_ROUTES.createAnnouncement.method,
    body: input,
    schema: announcementSchema,
  });
}

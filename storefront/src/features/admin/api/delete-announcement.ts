import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /announcement/delete/{id} (issue #34 item 5). */
export function deleteAnnouncement(id: string): Promise<unknown> {
  return apiRequest(apiPath('deleteAnnouncement', { id }), { method: API_ROUTES.deleteAnnouncement.method });
}

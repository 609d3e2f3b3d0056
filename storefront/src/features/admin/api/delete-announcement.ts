import { apiRequest } from '@/lib/api-client';

/** DELETE /announcement/delete/{id} (issue #34 item 5). */
export function deleteAnnouncement(id: string): Promise<unknown> {
  return apiRequest(`/announcement/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

import { apiRequest } from '@/lib/api-client';

/** DELETE /contact/delete-message/{id} */
export function deleteMessage(id: string): Promise<unknown> {
  return apiRequest(`/contact/delete-message/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

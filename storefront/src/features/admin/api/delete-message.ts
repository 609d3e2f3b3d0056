import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /contact/delete-message/{id} */
export function deleteMessage(id: string): Promise<unknown> {
  return apiRequest(apiPath('deleteMessage', { id }), { method: API_ROUTES.deleteMessage.method });
}

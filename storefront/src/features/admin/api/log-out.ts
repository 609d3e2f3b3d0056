import { API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/logout: the server ends the staff token this browser holds. */
export function logOutStaff(): Promise<unknown> {
  return apiRequest(apiPath('logout'), { method: API_ROUTES.logout.method });
}

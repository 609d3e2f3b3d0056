import { apiRequest } from '@/lib/api-client';

/** POST /admin/logout: the server ends the staff token this browser holds. */
export function logOutStaff(): Promise<unknown> {
  return apiRequest('/admin/logout', { method: 'POST' });
}

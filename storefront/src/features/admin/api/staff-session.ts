import { type StaffSession, staffSessionSchema, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const STAFF_SESSION_PATH = apiPath('staffSession');

export function fetchStaffSession(): Promise<StaffSession> {
  return apiRequest(STAFF_SESSION_PATH, { schema: staffSessionSchema });
}

/**
 * Whether the stored staff token is still a live session: asked by the staff layout for every staff
 * screen, and again when the window regains focus. `visit` is new each time staff enter the staff
 * area (null: no token to check), so an answer cached on an earlier visit never lets a screen show before this visit's check.
 * A 401 is handled where every staff call's is (the api client's listener, in the layout).
 */
export function useStaffSession(visit: number | null) {
  return useSWR(visit === null ? null : [STAFF_SESSION_PATH, visit], fetchStaffSession, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error) => console.warn('Could not check the staff session', error),
  });
}

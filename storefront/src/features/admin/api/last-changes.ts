import { apiPath, type LastChanges, lastChangesSchema } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const LAST_CHANGES_PATH = apiPath('lastChanges');

export function fetchLastChanges(path: string): Promise<LastChanges> {
  return apiRequest(path, { schema: lastChangesSchema });
}

/** GET /staff/last-changes: who last changed each product, template, announcement and the settings. */
export function useLastChanges() {
  return useSWR(LAST_CHANGES_PATH, fetchLastChanges, {
    // A missing name is no reason to interrupt staff: the lists show without it.
    onError: (error) => console.warn('Could not fetch who last changed the catalogue', error),
  });
}

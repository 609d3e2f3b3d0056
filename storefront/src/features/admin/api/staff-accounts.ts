import { apiPath, type StaffAccountList, staffAccountListSchema } from '@shop/contracts';
import useSWR from 'swr';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';

export const STAFF_ACCOUNTS_PATH = apiPath('staffAccounts');

export function fetchStaffAccounts(path: string): Promise<StaffAccountList> {
  return apiRequest(path, { schema: staffAccountListSchema });
}

/** GET /staff/accounts (owners only): every staff account with its role and state. */
export function useStaffAccounts() {
  return useSWR(STAFF_ACCOUNTS_PATH, fetchStaffAccounts, {
    onError: (error) => {
      console.warn('Failed to fetch the staff accounts', error);
      toast.error('Failed to fetch the staff accounts', { toastId: 'fetch-staff-accounts' });
    },
  });
}

import {
  API_ROUTES,
  apiPath,
  type StaffAccount,
  type StaffAccountChange,
  staffAccountSchema,
} from '@shop/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const changedSchema = z.object({ account: staffAccountSchema });

/** PATCH /staff/accounts/{id}: a new name, role, state or password. */
export async function changeStaffAccount(id: number, change: StaffAccountChange): Promise<StaffAccount> {
  const { account } = await apiRequest(apiPath('changeStaffAccount', { id: String(id) }), {
    method: API_ROUTES.changeStaffAccount.method,
    body: change,
    schema: changedSchema,
  });
  return account;
}

import {
  API_ROUTES,
  apiPath,
  type NewStaffAccount,
  type StaffAccount,
  staffAccountSchema,
} from '@shop/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const createdSchema = z.object({ account: staffAccountSchema });

/** POST /staff/accounts: a new account with its first password. */
export async function createStaffAccount(input: NewStaffAccount): Promise<StaffAccount> {
  const { account } = await apiRequest(apiPath('createStaffAccount'), {
    method: API_ROUTES.createStaffAccount.method,
    body: input,
    schema: createdSchema,
  });
  return account;
}

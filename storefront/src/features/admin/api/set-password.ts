import { API_ROUTES, apiPath, type SetPasswordInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/set-password: the e-mailed link's token and the new password; answers nothing (204). */
export async function setPasswordWithLink(input: SetPasswordInput): Promise<void> {
  await apiRequest(apiPath('setPassword'), { method: API_ROUTES.setPassword.method, body: input });
}

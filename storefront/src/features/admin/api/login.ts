import { type LoginInput, loginAnswerSchema, API_ROUTES, apiPath } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/login: answers the staff token. */
export async function logInStaff(credentials: LoginInput): Promise<string> {
  const { token } = await apiRequest(apiPath('login'), {
    method: API_ROUTES.login.method,
    body: credentials,
    schema: loginAnswerSchema,
  });
  return token;
}

import { type LoginInput, loginAnswerSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/login: answers the staff token. */
export async function logInStaff(credentials: LoginInput): Promise<string> {
  const { token } = await apiRequest('/admin/login', {
    method: 'POST',
    body: credentials,
    schema: loginAnswerSchema,
  });
  return token;
}

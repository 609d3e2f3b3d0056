import type { Core } from '@strapi/strapi';
import { forbidden, unauthorized } from './errors';

export const STAFF_ROLE_TYPE = 'staff';

/** The token from an Authorization header: raw, as the storefront sends it, or `Bearer <token>`. */
export function tokenFromHeader(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/** The staff user a request speaks for; 401 without a valid token, 403 for a non-staff account. */
export async function requireStaff(strapi: Core.Strapi, header: unknown) {
  const token = tokenFromHeader(header);
  if (!token) throw unauthorized('Please log in as staff to do this');
  let payload: { id?: unknown };
  try {
    payload = (await strapi.plugin('users-permissions').service('jwt').verify(token)) as { id?: unknown };
  } catch {
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  }
  if (typeof payload?.id !== 'number' && typeof payload?.id !== 'string') {
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  }
  const user = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: payload.id }, populate: ['role'] });
  if (!user || user.blocked)
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  if (user.role?.type !== STAFF_ROLE_TYPE) throw forbidden('Only staff may do this');
  return user;
}

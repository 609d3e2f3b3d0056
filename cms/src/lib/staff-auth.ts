import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from './errors';
import { isSessionLive } from './staff-sessions';
import { STAFF_USER_UID } from './content-types';
import { OWNER_ONLY_MESSAGE, type ShopRole } from '@shop/contracts';

export const STAFF_ROLE_TYPE = 'staff';

/** The token from an Authorization header: raw, as the storefront sends it, or `Bearer <token>`. */
export function tokenFromHeader(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

export interface TokenPayload {
  id?: unknown;
  /** Seconds since the epoch, when the token expires. */
  exp?: unknown;
  /** The session's own id and the account's session key when it was issued (lib/staff-sessions.ts). */
  sid?: unknown;
  key?: unknown;
}

/**
 * Tokens whose signature was checked, until they expire: the plugin's check (jsonwebtoken) costs a
 * failed key parse and an HMAC, a fifth of a cached staff answer's time. Only the signature is kept:
 * the account behind a token is still read for every request, so a blocked account, a changed role or
 * password, a logout and "log out everywhere" count at once.
 */
const verifiedTokens = new WeakMap<Core.Strapi, LRUCache<string, TokenPayload>>();

function isExpired(payload: TokenPayload): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
}

async function verifiedPayload(strapi: Core.Strapi, token: string): Promise<TokenPayload> {
  let verified = verifiedTokens.get(strapi);
  if (!verified) {
    verified = new LRUCache({ max: 1000, ttl: 10 * 60_000 });
    verifiedTokens.set(strapi, verified);
  }
  const known = verified.get(token);
  if (known && !isExpired(known)) return known;
  const payload = (await strapi.plugin('users-permissions').service('jwt').verify(token)) as TokenPayload;
  verified.set(token, payload);
  return payload;
}

/** The staff user a request speaks for; 401 without a valid token, 403 for a non-staff account. */
export async function requireStaff(strapi: Core.Strapi, header: unknown) {
  return (await requireStaffSession(strapi, header)).user;
}

/** The staff user a request speaks for and its token's claims (a logout ends that token). */
export async function requireStaffSession(strapi: Core.Strapi, header: unknown) {
  const token = tokenFromHeader(header);
  if (!token) throw unauthorized('Please log in as staff to do this');
  let payload: TokenPayload;
  try {
    payload = await verifiedPayload(strapi, token);
  } catch {
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  }
  if (typeof payload?.id !== 'number' && typeof payload?.id !== 'string') {
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  }
  const user = await strapi.db
    .query(STAFF_USER_UID)
    .findOne({ where: { id: payload.id }, populate: ['role'] });
  if (!user || user.blocked)
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  if (user.role?.type !== STAFF_ROLE_TYPE) throw forbidden('Only staff may do this');
  if (!isSessionLive(strapi, user, payload))
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  return { user, payload };
}

type StaffUser = Awaited<ReturnType<typeof requireStaff>>;

/**
 * What a staff account may do. An account without a role (none on a database from before roles, until
 * the boot's migration, lib/setup/staff-account.ts) gets the lesser one: closed by default.
 */
export function shopRoleOf(user: { shopRole?: unknown }): ShopRole {
  return user.shopRole === 'owner' ? 'owner' : 'staff';
}

/** 403 unless the staff account is an owner. */
export function requireOwner(user: { shopRole?: unknown }): void {
  if (shopRoleOf(user) !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
}

/** Requests whose token was checked, by their Koa `state`: the staff user and the header checked. */
const checkedRequests = new WeakMap<object, { header: unknown; staff: StaffUser }>();

/**
 * The staff user a request speaks for, checked once per request: the body reader checks a staff
 * write's token before reading its body, and the is-staff policy then reuses that answer instead of
 * checking again. `state` is the request's Koa `ctx.state` (the policy context carries the same
 * object); a request without a passed check (or with another header) is checked here.
 */
export async function staffOfRequest(
  strapi: Core.Strapi,
  state: object,
  header: unknown,
): Promise<StaffUser> {
  const checked = checkedRequests.get(state);
  if (checked && checked.header === header) return checked.staff;
  const staff = await requireStaff(strapi, header);
  checkedRequests.set(state, { header, staff });
  return staff;
}

// Route configs for the custom routes: who may call them, and which rate limit counts the calls.
// Each call returns a fresh object: Strapi may annotate a route's config while registering it.
import type { RateLimitBucket } from '../rate-limits';

/** Who may call a route: anyone, any staff account, owners only, or anyone within a rate-limit bucket. */
export type RouteAccess =
  | 'open'
  | 'staff'
  | 'owner'
  | { rateLimit: RateLimitBucket | readonly RateLimitBucket[] };

export function openToAll() {
  return { auth: false as const };
}

export function staffOnly() {
  return { auth: false as const, policies: ['global::is-staff'] };
}

/** Owner-only routes: a live staff token of an account whose shop role is `owner` (403 for `staff`). */
export function ownerOnly() {
  return { auth: false as const, policies: ['global::is-owner'] };
}

export function rateLimited(...buckets: RateLimitBucket[]) {
  return {
    auth: false as const,
    middlewares: buckets.map((bucket) => ({ name: 'global::rate-limit', config: { bucket } })),
  };
}

/** The Strapi route config of an access. */
export function routeConfig(access: RouteAccess) {
  if (access === 'open') return openToAll();
  if (access === 'staff') return staffOnly();
  if (access === 'owner') return ownerOnly();
  return rateLimited(...[access.rateLimit].flat());
}

// Route configs for the custom routes: who may call them, and which rate limit counts the calls.
// Each call returns a fresh object: Strapi may annotate a route's config while registering it.
import type { RateLimitBucket } from './rate-limits';

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

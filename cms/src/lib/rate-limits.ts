import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RateLimitError } from './errors';
import { type ShopConfig, shopConfig } from './shop-config';

/**
 * Who may try how often: points per window of seconds, per client (an IPv4 address, an IPv6 /64).
 * Logins count failures only (lib/login-attempts.ts): per client and per account from one client
 * refuse; `loginAccount` refuses nobody: past its points, the account's failures are slowed down.
 */
const DEFAULT_LIMITS = {
  login: { points: 10, seconds: 15 * 60 },
  loginEmail: { points: 5, seconds: 15 * 60 },
  loginAccount: { points: 20, seconds: 60 * 60 },
  order: { points: 20, seconds: 60 },
  review: { points: 10, seconds: 60 },
  contact: { points: 5, seconds: 60 },
  customImage: { points: 20, seconds: 60 },
  track: { points: 30, seconds: 60 },
  proofAnswer: { points: 10, seconds: 60 },
  discountCheck: { points: 30, seconds: 60 },
  /** Set-password links: every try counts, as guesses of a token would. */
  setPassword: { points: 10, seconds: 15 * 60 },
  customImageHourly: { points: 100, seconds: 60 * 60 },
  /** Shoppers' photos by pixels: twelve of a 48-megapixel phone camera's an hour. */
  customImagePixels: { points: 600_000_000, seconds: 60 * 60 },
} as const;
export type RateLimitBucket = keyof typeof DEFAULT_LIMITS;

/** Set at bootstrap from `config/shop.ts`; the defaults and one process's counters until then. */
let settings: Pick<ShopConfig, 'redisUrl' | 'rateLimits'> | null = null;

/** `RATE_LIMIT_ORDER=100/60` overrides the order bucket: 100 requests per 60 seconds. */
function limitOf(bucket: RateLimitBucket) {
  const match = /^(\d+)\/(\d+)$/.exec(settings?.rateLimits[bucket] ?? '');
  return match ? { points: Number(match[1]), seconds: Number(match[2]) } : DEFAULT_LIMITS[bucket];
}

let redis: Redis | null | undefined;
function sharedRedis(): Redis | null {
  if (redis === undefined) {
    const url = settings?.redisUrl;
    redis = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
    redis?.on('error', () => {
      // The in-memory insurance limiter takes over while Redis is away; ioredis reconnects by itself.
    });
  }
  return redis;
}

/** Waits (a few seconds at most) for Redis to be ready, so the first requests already share counters. */
export async function connectRateLimitStore(strapi: Core.Strapi): Promise<void> {
  settings = shopConfig(strapi);
  const client = sharedRedis();
  if (!client || client.status === 'ready') return;
  const ready = new Promise<boolean>((resolve) => {
    client.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), 5000).unref();
  });
  if (!(await ready))
    strapi.log.warn('Redis is not reachable: rate limits are counted per process until it is.');
}

const limiters = new Map<RateLimitBucket, RateLimiterAbstract>();
function limiterFor(bucket: RateLimitBucket): RateLimiterAbstract {
  let limiter = limiters.get(bucket);
  if (!limiter) {
    const { points, seconds } = limitOf(bucket);
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix: `rl:${bucket}` });
    const client = sharedRedis();
    limiter = client
      ? new RateLimiterRedis({
          storeClient: client,
          points,
          duration: seconds,
          keyPrefix: `rl:${bucket}`,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(bucket, limiter);
  }
  return limiter;
}

const MESSAGES: Record<RateLimitBucket, string> = {
  login: 'Too many login attempts. Please try again later.',
  loginEmail: 'Too many login attempts for this account. Please try again later.',
  loginAccount: 'Too many login attempts for this account. Please try again later.',
  order: 'Too many orders from your connection. Please wait a minute and try again.',
  review: 'Too many reviews from your connection. Please wait a minute and try again.',
  contact: 'Too many messages from your connection. Please wait a minute and try again.',
  customImage: 'Too many uploads from your connection. Please wait a minute and try again.',
  track: 'Too many look-ups from your connection. Please wait a minute and try again.',
  proofAnswer: 'Too many answers from your connection. Please wait a minute and try again.',
  discountCheck: 'Too many discount code checks from your connection. Please wait a minute and try again.',
  setPassword: 'Too many tries to set a password from your connection. Please try again later.',
  customImageHourly: 'Too many uploads from your connection. Please try again in an hour.',
  customImagePixels: 'Too many large pictures from your connection. Please try again later.',
};

/** Counts one attempt (or `points`); over the limit it throws a 429 with a message and the seconds to wait. */
export async function consumeRateLimit(bucket: RateLimitBucket, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(bucket).consume(key, points);
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      throw new RateLimitError(MESSAGES[bucket], {
        retryAfterSeconds: Math.ceil(outcome.msBeforeNext / 1000),
      });
    }
    throw outcome;
  }
}

/** The points a bucket allows per window (its override, else its default). */
export function rateLimitPoints(bucket: RateLimitBucket): number {
  return limitOf(bucket).points;
}

/** Counts one point without ever refusing; answers the points counted in the window so far. */
export async function addRateLimitPoint(bucket: RateLimitBucket, key: string): Promise<number> {
  return (await limiterFor(bucket).penalty(key, 1)).consumedPoints;
}

/** Gives back one attempt counted by consumeRateLimit (a login that succeeded was not a failure). */
export async function refundRateLimit(bucket: RateLimitBucket, key: string): Promise<void> {
  await limiterFor(bucket).reward(key, 1);
}

/** Forgets every attempt counted for a key (a success ends a run of consecutive failures). */
export async function resetRateLimit(bucket: RateLimitBucket, key: string): Promise<void> {
  await limiterFor(bucket).delete(key);
}

export async function closeRateLimits(): Promise<void> {
  if (redis) await redis.quit().catch(() => undefined);
  redis = undefined;
  limiters.clear();
}

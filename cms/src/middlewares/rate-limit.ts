import type { Context } from 'koa';
import { consumeRateLimit, type RateLimitBucket } from '../lib/rate-limits';

/** Route middleware: `{ name: 'global::rate-limit', config: { bucket: 'order' } }` limits per client IP. */
export default (config: { bucket: RateLimitBucket }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    await consumeRateLimit(config.bucket, ctx.request.ip);
    await next();
  };
};

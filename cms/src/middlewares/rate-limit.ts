import type { Context } from 'koa';
import { clientKey } from '../lib/client-address';
import { consumeRateLimit, type RateLimitBucket } from '../lib/rate-limits';

/** Route middleware: `{ name: 'global::rate-limit', config: { bucket: 'order' } }` limits per client (an IPv4 address, an IPv6 /64). */
export default (config: { bucket: RateLimitBucket }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    await consumeRateLimit(config.bucket, clientKey(ctx.request.ip));
    await next();
  };
};

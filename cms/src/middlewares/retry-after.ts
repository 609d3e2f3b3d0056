import type { Context, Next } from 'koa';
import { RateLimitError } from '../lib/errors';

/** A 429 says when to try again in the `Retry-After` header as well as in its body's details. */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    const seconds =
      error instanceof RateLimitError
        ? (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
        : undefined;
    if (typeof seconds === 'number') ctx.set('Retry-After', String(Math.max(1, Math.ceil(seconds))));
    throw error;
  }
};

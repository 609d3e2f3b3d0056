import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ValidationError } from '../lib/errors';

/** A path no file or route can have: a percent sign that decodes to nothing, or a NUL character. */
export function isMalformedPath(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return true;
  }
}

/**
 * A malformed path (`/%`, `/admin/%`, `/product/%00`) is the client's mistake: one warning line and a
 * 400, before the static servers and the router, whose decoding errors Strapi logs with a stack trace.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return (ctx: Context, next: Next) => {
    if (!isMalformedPath(ctx.path)) return next();
    strapi.log.warn(`Malformed path refused: ${ctx.method} ${ctx.path.slice(0, 200)}`);
    throw new ValidationError('The address is malformed');
  };
};

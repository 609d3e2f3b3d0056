import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import createError from 'http-errors';
import type { Context, Next } from 'koa';

const MESSAGE = 'The address is malformed';

/** A path no file or route can have: a percent sign that decodes to nothing, or a NUL character. */
export function isMalformedPath(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return true;
  }
}

/**
 * A client error from one of Koa's libraries (the static servers' "Malicious Path" for `//x.html`, their
 * 403 for `..`): its http-errors copy is not Strapi's, so `strapi::errors` would log it as a server error.
 */
function isLibraryClientError(error: unknown): error is { status: number; message: string } {
  if (error instanceof errors.ApplicationError || error instanceof errors.HttpError) return false;
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

/**
 * A malformed path (`/%`, `/admin/%`, `/product/%00`, `//x.html`) is the client's mistake: one warning
 * line and a 4xx, not the stack trace Strapi logs at error level for the static servers' and the
 * router's decoding errors.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const refused = (ctx: Context, status: number) =>
    strapi.log.warn(`Malformed path refused (${status}): ${ctx.method} ${ctx.path.slice(0, 200)}`);
  return async (ctx: Context, next: Next) => {
    if (isMalformedPath(ctx.path)) {
      refused(ctx, 400);
      throw createError(400, MESSAGE);
    }
    // Only reads reach the static servers; a body's errors are another middleware's (client-aborts).
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    try {
      await next();
    } catch (error) {
      if (!isLibraryClientError(error)) throw error;
      refused(ctx, error.status);
      throw createError(error.status, error.status === 400 ? MESSAGE : error.message);
    }
  };
};

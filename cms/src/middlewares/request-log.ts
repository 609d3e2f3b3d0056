import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * One line per request through Koa at the `http` level, worded as `strapi::logger` words it and as the
 * front logs the answers it gives (src/lib/serving/front.ts). Winston formats a line (its time stamp, colours)
 * before its transports drop it for its level, so nothing is written, or formatted, when `http` is off
 * (LOG_LEVEL above it).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (!strapi.log.isLevelEnabled('http')) return next();
    const started = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - started)} ms) ${ctx.status}`);
  };
};

import type { Core } from '@strapi/strapi';
import { CACHED_LIST_PATHS } from '../lib/cached-lists';
import { sendEncoded } from '../lib/list-cache';
import { listCacheOf } from '../lib/shop-cache';

/**
 * A cache in front of the list routes: a current cached answer is sent before the rest of the stack
 * (router, policies, session) runs. A miss goes on to the route, whose controller fills the cache.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: any, next: () => Promise<void>) => {
    const list = ctx.method === 'GET' ? CACHED_LIST_PATHS[ctx.path] : undefined;
    const cached = list ? await listCacheOf(strapi).peek(list.uid, list.key(ctx.query)) : null;
    if (!cached) {
      await next();
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    sendEncoded(ctx, await cached);
  };
};

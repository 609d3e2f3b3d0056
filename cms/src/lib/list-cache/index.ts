import type { Context } from 'koa';
// The list cache: the storefront's lists kept encoded in memory per process (docs/decisions/0002).
import type { Core } from '@strapi/strapi';
import type { CachedListName } from '../shop-routes';
import { sendEncoded } from './encoded-answer';
import { listCacheOf } from './list-cache';

export { invalidateListsOnWrite } from './invalidation';
export { listCacheOf } from './list-cache';

/** Answers a list call from the cache, building the list on a miss. */
export async function serveList(ctx: Context, strapi: Core.Strapi, name: CachedListName): Promise<void> {
  sendEncoded(ctx, await listCacheOf(strapi).get(name, ctx.query));
}

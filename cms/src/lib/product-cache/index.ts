// The item cache: single products and their reviews kept encoded in memory per process (docs/decisions/0015).
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendEncoded } from '../list-cache/encoded-answer';
import type { CachedItemName } from './cached-items';
import { itemCacheOf } from './item-cache';

export { invalidateReviewsOnWrite } from './invalidation';

/** Answers an item call (`:id` in the path) from the cache, building the answer on a miss. */
export async function serveItem(ctx: Context, strapi: Core.Strapi, name: CachedItemName): Promise<void> {
  sendEncoded(ctx, await itemCacheOf(strapi).get(name, ctx.params.id));
}

import type { Core, UID } from '@strapi/strapi';
import { listCacheOf } from '../shop-cache';

const CACHED: readonly string[] = ['api::product.product', 'api::template.template'];
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Every catalogue write, through the API or the Strapi panel, drops this process's list versions. */
export function invalidateListsOnWrite(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (CACHED.includes(context.uid) && WRITES.has(context.action)) {
      listCacheOf(strapi).invalidate(context.uid as UID.ContentType);
    }
    return result;
  });
}

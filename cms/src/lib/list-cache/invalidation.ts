import type { Core, UID } from '@strapi/strapi';
import { CACHED_UIDS } from './cached-lists';
import { listCacheOf } from './list-cache';

const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Every catalogue write, through the API or the Strapi panel, drops this process's list versions. */
export function invalidateListsOnWrite(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (CACHED_UIDS.includes(context.uid) && WRITES.has(context.action)) {
      listCacheOf(strapi).invalidate(context.uid as UID.ContentType);
    }
    return result;
  });
}

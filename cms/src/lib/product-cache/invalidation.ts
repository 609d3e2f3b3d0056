import type { Core } from '@strapi/strapi';
import { listCacheOf } from '../list-cache/list-cache';

const REVIEW_UID = 'api::review.review';
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/**
 * Review writes (a shopper's review, the reviews removed with their product, an edit in the panel) drop
 * this process's version of the reviews table, so the item cache re-checks the reviewed item at once.
 * Writes to products and templates already drop theirs (invalidateListsOnWrite).
 */
export function invalidateReviewsOnWrite(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === REVIEW_UID && WRITES.has(context.action)) listCacheOf(strapi).invalidate(REVIEW_UID);
    return result;
  });
}

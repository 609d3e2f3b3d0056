import type { Core } from '@strapi/strapi';
import { PageCache } from './page-cache';
import { TableVersions } from './table-versions';

const caches = new WeakMap<Core.Strapi, { versions: TableVersions; pages: PageCache }>();

function cachesOf(strapi: Core.Strapi) {
  let found = caches.get(strapi);
  if (!found) {
    const versions = new TableVersions(strapi);
    found = { versions, pages: new PageCache(versions) };
    caches.set(strapi, found);
  }
  return found;
}

/** This process's cache of built pages, sitemap and shop settings. */
export function pageCacheOf(strapi: Core.Strapi): PageCache {
  return cachesOf(strapi).pages;
}

/** Content types whose writes change a page, the sitemap or the settings answer. */
export const PAGE_SOURCES: readonly string[] = [
  'api::product.product',
  'api::template.template',
  'api::review.review',
  'api::shop-setting.shop-setting',
];

const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Every write of a page's sources, through the API or the Strapi panel, drops this process's versions. */
export function invalidatePagesOnWrite(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (PAGE_SOURCES.includes(context.uid) && WRITES.has(context.action)) {
      cachesOf(strapi).versions.invalidate(context.uid);
    }
    return result;
  });
}

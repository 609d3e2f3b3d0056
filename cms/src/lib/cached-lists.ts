import type { UID } from '@strapi/strapi';
import { FETCH_LIMIT, HOME_LIST_LIMIT } from '@shop/contracts';
import { type ListCache, sendEncoded } from './list-cache';
import { limitFrom } from './wire';

export interface CachedList {
  uid: UID.ContentType;
  /** The cache key of a request: which variant of the list it asks for. */
  key(query: Record<string, unknown>): string;
}

/** The storefront's list calls, whose answers the list cache keeps. */
export const CACHED_LISTS = {
  newestProducts: {
    uid: 'api::product.product',
    key: (query) => `newest:${limitFrom(query, HOME_LIST_LIMIT, 100)}`,
  },
  allProducts: {
    uid: 'api::product.product',
    key: (query) => `all:${limitFrom(query, FETCH_LIMIT, FETCH_LIMIT)}`,
  },
  fullTemplates: {
    uid: 'api::template.template',
    key: (query) => `full:${limitFrom(query, FETCH_LIMIT, FETCH_LIMIT)}`,
  },
  templateCards: {
    uid: 'api::template.template',
    key: (query) => `all:${limitFrom(query, FETCH_LIMIT, FETCH_LIMIT)}`,
  },
} satisfies Record<string, CachedList>;

export const CACHED_LIST_PATHS: Record<string, CachedList> = {
  '/api/products/newly-added-products': CACHED_LISTS.newestProducts,
  '/api/products/all-products': CACHED_LISTS.allProducts,
  '/api/custom-products/custom-admin-product-templates': CACHED_LISTS.fullTemplates,
  '/api/custom-products/custom-product-templates': CACHED_LISTS.templateCards,
};

/** Answers a list call from the cache, building the list on a miss. */
export async function serveList(ctx: any, cache: ListCache, list: CachedList, build: () => Promise<unknown>) {
  sendEncoded(ctx, await cache.get(list.uid, list.key(ctx.query), build));
}

import type { IncomingMessage } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PRODUCT_LISTING_PATH, productListingQuerySchema } from '@shop/contracts';
import { isDocumentId } from '../errors';
import { peekShopPage } from '../page-head/render-page';
import { CACHED_LIST_PATHS, SHOP_ROUTES, type ShopRoute } from '../shop-routes';
import { cachesOf, getAnswer, itemAnswer, listAnswer, listingAnswer, peekAnswer } from './cached-answers';
import { CACHED_ITEMS, type CachedItemName } from './cached-items';
import type { EncodedBody } from './encoded-body';
import { pageAddressOf } from './page-paths';
import { HTML_TYPE, JSON_TYPE } from './send-answer';

/** A request the front answers when `answer()` gives a body; null sends it on to Koa. */
export interface CachedRoute {
  answer(): Promise<EncodedBody | null | undefined>;
  type: string;
}

const ALL_ROUTES = Object.values(SHOP_ROUTES).flat() as ShopRoute[];
const LISTING_PATH = `/api${PRODUCT_LISTING_PATH}`;
const ITEM_PREFIX = '/api/products/';

/** Each cached item answer's path as a pattern whose one group is the item's id. */
const ITEM_PATHS = (Object.keys(CACHED_ITEMS) as CachedItemName[]).map((name) => {
  const route = ALL_ROUTES.find((r) => r.method === 'GET' && r.handler === CACHED_ITEMS[name].handler);
  if (!route?.path.startsWith(ITEM_PREFIX.slice('/api'.length))) {
    throw new Error(`No GET route under ${ITEM_PREFIX} for ${CACHED_ITEMS[name].handler}`);
  }
  return { name, pattern: new RegExp(`^/api${route.path.replace(':id', '([^/?]+)')}$`) };
});

function queryOf(url: string): ParsedUrlQuery {
  const start = url.indexOf('?');
  return start < 0 ? {} : querystring.parse(url.slice(start + 1));
}

/** The shop's index.html each server fills its pages from, once its storefront middleware starts. */
const indexFiles = new WeakMap<Core.Strapi, string>();

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFiles.set(strapi, indexFile);
}

/**
 * Which cached answer a request asks for, found by its path in one table: a list (when cached: a miss
 * goes to Koa, whose `qs` reads its query), the products listing (for a query it accepts) or a product or
 * its reviews (built here on a miss; a failure, such as an unknown product, goes to Koa), or a storefront
 * page (when cached). Only plain GETs without Origin: a call from another origin goes through Koa, whose
 * CORS middleware decides what it may read.
 */
export function cachedRouteOf(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!path.startsWith('/api/')) return pageRoute(strapi, request);
  const caches = cachesOf(strapi);

  const list = CACHED_LIST_PATHS.get(path);
  if (list)
    return {
      type: JSON_TYPE,
      answer: () => peekAnswer(strapi, caches.lists, listAnswer(strapi, list, queryOf(url))),
    };
  if (path === LISTING_PATH) {
    const query = queryOf(url);
    // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
    const parsed = productListingQuerySchema.safeParse(query);
    if (!parsed.success || Object.keys(query).some((key) => key.includes('['))) return null;
    return {
      type: JSON_TYPE,
      answer: () => getAnswer(strapi, caches.listing, listingAnswer(strapi, parsed.data)),
    };
  }
  if (!path.startsWith(ITEM_PREFIX)) return null;
  for (const { name, pattern } of ITEM_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id === undefined) continue;
    if (!isDocumentId(id)) return null;
    return {
      type: JSON_TYPE,
      answer: async () => (await getAnswer(strapi, caches.items, itemAnswer(strapi, name, id))).body,
    };
  }
  return null;
}

function pageRoute(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  const indexFile = indexFiles.get(strapi);
  const address = indexFile ? pageAddressOf(request) : null;
  if (!indexFile || !address) return null;
  return {
    type: HTML_TYPE,
    answer: async () => {
      const page = await peekShopPage(strapi, indexFile, address);
      return page?.status === 200 ? page.body : null;
    },
  };
}

import type { IncomingMessage } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PRODUCT_LISTING_PATH, productListingQuerySchema } from '@shop/contracts';
import { isDocumentId } from '../errors';
import { listCacheOf } from '../list-cache/list-cache';
import type { EncodedBody } from '../list-cache/encoded-answer';
import { pageAddressOf } from '../page-cache/page-paths';
import { peekShopPage } from '../page-head/render-page';
import { CACHED_ITEMS, type CachedItemName } from '../product-cache/cached-items';
import { itemCacheOf } from '../product-cache/item-cache';
import { listingAnswersOf } from '../product-listing/listing-answers';
import { CACHED_LIST_PATHS, SHOP_ROUTES, type ShopRoute } from '../shop-routes';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** A request the front can answer from a cache, when the cached answer is current. */
export interface CachedRoute {
  /** The call's name: the headers Koa gave its last answer are kept under it. */
  name: string;
  /** The cached answer when current, else null (then Koa answers, and fills the cache). */
  peek(): Promise<EncodedBody | null>;
  /**
   * The current answer, from the cache or built (and cached) as the route's controller does it;
   * absent where only Koa's route may answer a miss.
   */
  get?(): Promise<EncodedBody>;
  type?: string;
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

/** The shop's files (index.html) each server fills its pages from, once its storefront middleware starts. */
const indexFiles = new WeakMap<Core.Strapi, string>();

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFiles.set(strapi, indexFile);
}

/**
 * Which cached answer a request asks for, found by its path in one table: a list, the products
 * listing (for a query it accepts), a product or its reviews, or a storefront page; null for anything
 * else (then Koa answers). Only plain GETs without Origin: a call from another origin goes through
 * Koa, whose CORS middleware decides what it may read.
 */
export function cachedRouteOf(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!path.startsWith('/api/')) return pageRoute(strapi, request);

  const list = CACHED_LIST_PATHS.get(path);
  if (list) return { name: list, peek: () => listCacheOf(strapi).peek(list, queryOf(url)) };
  if (path === LISTING_PATH) {
    const query = queryOf(url);
    // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
    const parsed = productListingQuerySchema.safeParse(query);
    if (!parsed.success || Object.keys(query).some((key) => key.includes('['))) return null;
    return {
      name: 'productListing',
      peek: () => listingAnswersOf(strapi).peek(parsed.data),
      get: () => listingAnswersOf(strapi).get(parsed.data),
    };
  }
  if (!path.startsWith(ITEM_PREFIX)) return null;
  for (const { name, pattern } of ITEM_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) {
      return isDocumentId(id)
        ? {
            name,
            peek: () => itemCacheOf(strapi).peek(name, id),
            get: () => itemCacheOf(strapi).get(name, id),
          }
        : null;
    }
  }
  return null;
}

function pageRoute(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  const indexFile = indexFiles.get(strapi);
  const address = indexFile ? pageAddressOf(request) : null;
  if (!indexFile || !address) return null;
  return {
    name: 'page',
    type: HTML_TYPE,
    peek: async () => {
      const page = await peekShopPage(strapi, indexFile, address);
      return page?.encoded && page.status === 200 ? page.encoded : null;
    },
  };
}

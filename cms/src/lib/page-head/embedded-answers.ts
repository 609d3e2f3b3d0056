import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PLAIN_LISTING_CALL_PATH } from '@shop/contracts';
import { NotFoundError } from '../errors';
import type { EncodedBody } from '../list-cache/encoded-answer';
import { CACHED_ITEMS } from '../product-cache/cached-items';
import { itemCacheOf } from '../product-cache/item-cache';
import { listingAnswersOf, listingQueryFrom } from '../product-listing/listing-answers';
import { SHOP_ROUTES, type ShopRoute } from '../shop-routes';

/** An API answer as a page embeds it: the call's path under /api (the storefront's key) and its body. */
export interface EmbeddedBody {
  key: string;
  body: EncodedBody;
}

/**
 * The API answer a page carries, taken from that call's own cache so it is exactly what the call
 * answers, and as fresh: its ETag is part of the page's version (page-head/render-page.ts).
 */
export interface PageAnswer {
  /** The current answer, built when missing; null when there is nothing to embed (an unknown id). */
  get(strapi: Core.Strapi): Promise<EmbeddedBody | null>;
  /** The current cached answer, without building anything; null when missing or old. */
  peek(strapi: Core.Strapi): Promise<EmbeddedBody | null>;
}

const ALL_ROUTES = Object.values(SHOP_ROUTES).flat() as ShopRoute[];

function pathOfHandler(handler: string): string {
  const route = ALL_ROUTES.find((r) => r.method === 'GET' && r.handler === handler);
  if (!route) throw new Error(`No GET route for ${handler}`);
  return route.path;
}

const PRODUCT_PATH = pathOfHandler(CACHED_ITEMS.product.handler);

/** A product page's single-product answer. */
export function productAnswer(id: string): PageAnswer {
  const key = PRODUCT_PATH.replace(':id', id);
  return {
    async get(strapi) {
      try {
        return { key, body: await itemCacheOf(strapi).get('product', id) };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async peek(strapi) {
      const body = await itemCacheOf(strapi).peek('product', id);
      return body && { key, body };
    },
  };
}

const PLAIN_LISTING_QUERY = listingQueryFrom(
  querystring.parse(PLAIN_LISTING_CALL_PATH.slice(PLAIN_LISTING_CALL_PATH.indexOf('?') + 1)),
);

/** The plain products listing's first page: the listing call's answer for `/products` with no query. */
export const plainListingAnswer: PageAnswer = {
  async get(strapi) {
    return { key: PLAIN_LISTING_CALL_PATH, body: await listingAnswersOf(strapi).get(PLAIN_LISTING_QUERY) };
  },
  async peek(strapi) {
    const body = await listingAnswersOf(strapi).peek(PLAIN_LISTING_QUERY);
    return body && { key: PLAIN_LISTING_CALL_PATH, body };
  },
};

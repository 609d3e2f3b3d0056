import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { API_ROUTES, PLAIN_LISTING_CALL_PATH } from '@shop/contracts';
import { NotFoundError } from '../errors';
import { listingQueryFrom } from '../product-listing/listing-query';
import type { CachedListName } from '../routes/shop-route';
import {
  answerNow,
  CACHED_ITEMS,
  getAnswer,
  itemAnswer,
  listAnswer,
  listingAnswer,
} from '../serving/cached-answers';
import type { EncodedBody } from '../serving/encoded-body';

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
  /** The current cached answer at once, without building or reading anything; else undefined. */
  now(strapi: Core.Strapi): EmbeddedBody | undefined;
}

/** A product or template page's single-item answer. */
export function itemPageAnswer(name: 'product' | 'template', id: string): PageAnswer {
  const key = CACHED_ITEMS[name].route.path.replace(':id', id);
  return {
    async get(strapi) {
      try {
        return { key, body: await getAnswer(strapi, itemAnswer(strapi, name, id)) };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    now(strapi) {
      const body = answerNow(strapi, itemAnswer(strapi, name, id));
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
    const body = await getAnswer(strapi, listingAnswer(strapi, PLAIN_LISTING_QUERY));
    return { key: PLAIN_LISTING_CALL_PATH, body };
  },
  now(strapi) {
    const body = answerNow(strapi, listingAnswer(strapi, PLAIN_LISTING_QUERY));
    return body && { key: PLAIN_LISTING_CALL_PATH, body };
  },
};

/** A whole cached list's answer, by its call's path: the same bytes that call answers. */
function wholeListAnswer(name: CachedListName, key: string): PageAnswer {
  return {
    async get(strapi) {
      return { key, body: await getAnswer(strapi, listAnswer(strapi, name)) };
    },
    now(strapi) {
      const body = answerNow(strapi, listAnswer(strapi, name));
      return body && { key, body };
    },
  };
}

/** The ticker's announcements: every shopper page shows the bar from its first paint (no shift). */
export const announcementsAnswer = wholeListAnswer('announcements', API_ROUTES.announcements.path);

/** Home's hero slides: its largest paint does not wait for a call after the storefront's JavaScript ran. */
export const bannersAnswer = wholeListAnswer('banners', API_ROUTES.banners.path);

import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { API_ROUTES, PLAIN_LISTING_CALL_PATH } from '@shop/contracts';
import { NotFoundError } from '../errors';
import { listingQueryFrom } from '../product-listing/listing-query';
import {
  type AnswerSpec,
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

/**
 * The page answer of one cached call: `spec` gives the call's cache entry (it throws NotFoundError for
 * an id that cannot be one: nothing to embed), `key` the call's path as the storefront asks for it.
 */
function cachedCallAnswer(key: string, spec: (strapi: Core.Strapi) => AnswerSpec<EncodedBody>): PageAnswer {
  return {
    async get(strapi) {
      try {
        return { key, body: await getAnswer(strapi, spec(strapi)) };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    now(strapi) {
      const body = answerNow(strapi, spec(strapi));
      return body && { key, body };
    },
  };
}

/** A product or template page's single-item answer. */
export const itemPageAnswer = (name: 'product' | 'template', id: string) =>
  cachedCallAnswer(CACHED_ITEMS[name].route.path.replace(':id', id), (strapi) =>
    itemAnswer(strapi, name, id),
  );

const PLAIN_LISTING_QUERY = listingQueryFrom(
  querystring.parse(PLAIN_LISTING_CALL_PATH.slice(PLAIN_LISTING_CALL_PATH.indexOf('?') + 1)),
);

/** The plain products listing's first page: the listing call's answer for `/products` with no query. */
export const plainListingAnswer = cachedCallAnswer(PLAIN_LISTING_CALL_PATH, (strapi) =>
  listingAnswer(strapi, PLAIN_LISTING_QUERY),
);

/** The ticker's announcements: every shopper page shows the bar from its first paint (no shift). */
export const announcementsAnswer = cachedCallAnswer(API_ROUTES.announcements.path, (strapi) =>
  listAnswer(strapi, 'announcements'),
);

/** Home's hero slides: its largest paint does not wait for a call after the storefront's JavaScript ran. */
export const bannersAnswer = cachedCallAnswer(API_ROUTES.banners.path, (strapi) =>
  listAnswer(strapi, 'banners'),
);

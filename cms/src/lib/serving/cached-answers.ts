// Every cached answer of a server process, in one cache primitive per kind (docs/decisions/0043).
import type { Core, UID } from '@strapi/strapi';
import type { DashboardSummary, ProductListingQuery } from '@shop/contracts';
import { API_ROUTES, FETCH_LIMIT, HOME_LIST_LIMIT } from '@shop/contracts';
import { PRODUCT_KIND, TEMPLATE_KIND } from '../catalogue/catalogue-kind';
import { catalogueService } from '../catalogue/catalogue-service';
import {
  ANNOUNCEMENT_UID,
  BANNER_UID,
  MESSAGE_UID,
  ORDER_UID,
  PRODUCT_UID,
  REVIEW_UID,
  TEMPLATE_UID,
} from '../content-types';
import { isDocumentId, NotFoundError } from '../errors';
import { productListing } from '../product-listing/listing-service';
import type { CachedListName } from '../shop-routes';
import { limitFrom } from '../wire';
import { AnswerCache } from './answer-cache';
import { perServer } from './per-server';
import { type EncodedBody, encode } from './encoded-body';
import { versionNow, versionOf } from './table-versions';

/** A page head (only found pages stay cached), the sitemap or the settings. */
export type BuiltPage = { status: number; body: EncodedBody };

const MB = 1024 * 1024;
/** The memory an answer holds, its three encodings together. */
const sizeOf = (value: EncodedBody | { body: EncodedBody }) => {
  const { identity, gzip, br } = 'body' in value ? value.body : value;
  return identity.length + gzip.length + br.length;
};

function newCaches() {
  return {
    lists: new AnswerCache<EncodedBody>(32, 64 * MB, sizeOf),
    /** A few typed searches' worth for each shopper of a busy minute. */
    listing: new AnswerCache<EncodedBody>(500, 32 * MB, sizeOf),
    items: new AnswerCache<EncodedBody>(5000, 32 * MB, sizeOf),
    /** Enough for every page of a large shop; a crawl cannot grow the process without end. */
    pages: new AnswerCache<BuiltPage>(20_000, 64 * MB, sizeOf),
    dashboard: new AnswerCache<EncodedBody>(4, 8 * MB, sizeOf),
  };
}

export const cachesOf = perServer(newCaches);

/** How one answer is cached: its cache and key, the tables it reads, anything else it depends on, how it is built. */
export interface AnswerSpec<T> {
  cache: AnswerCache<T>;
  key: string;
  uids: readonly string[];
  stamp?: string;
  build(): Promise<T>;
}

/** The cached answer when it is current without waiting for anything (a hit); else undefined. */
export function answerNow<T>(strapi: Core.Strapi, spec: Omit<AnswerSpec<T>, 'build'>): T | undefined {
  const version = versionNow(strapi, spec.uids);
  return version === undefined ? undefined : spec.cache.current(spec.key, `${version}#${spec.stamp ?? ''}`);
}

/** The current answer, from the cache or built. */
export async function getAnswer<T>(strapi: Core.Strapi, spec: AnswerSpec<T>): Promise<T> {
  const version = `${await versionOf(strapi, spec.uids)}#${spec.stamp ?? ''}`;
  return spec.cache.get(spec.key, version, spec.build);
}

const products = (strapi: Core.Strapi) => catalogueService(strapi, PRODUCT_KIND);
const templates = (strapi: Core.Strapi) => catalogueService(strapi, TEMPLATE_KIND);

interface CachedList {
  uid: UID.ContentType;
  /** `limit` when the query has none (FETCH_LIMIT if unset); a larger one is clamped to maxLimit (the same). */
  limits?: { fallback: number; max: number };
  /** The answer around the first `limit` items of the list, newest first (a list an owner keeps short: all of it). */
  answer(strapi: Core.Strapi, limit: number): Promise<unknown>;
}

/** The storefront's list calls, whose answers are cached. */
const CACHED_LISTS: Record<CachedListName, CachedList> = {
  newestProducts: {
    uid: PRODUCT_UID,
    limits: { fallback: HOME_LIST_LIMIT, max: 100 },
    answer: (strapi, limit) => products(strapi).summaries(limit),
  },
  allProducts: {
    uid: PRODUCT_UID,
    // The image's URL only: its copies would not fit the answer's size budget at 10,000 products.
    answer: async (strapi, limit) => ({ products: await products(strapi).summaries(limit, 'url-only') }),
  },
  /** Full templates: the home list (limit 8) and the staff template list. */
  fullTemplates: { uid: TEMPLATE_UID, answer: (strapi, limit) => templates(strapi).fullList(limit) },
  templateCards: {
    uid: TEMPLATE_UID,
    answer: async (strapi, limit) => ({ products: await templates(strapi).summaries(limit) }),
  },
  /** The ticker's announcements, on every shopper page (embedded in it too). */
  announcements: {
    uid: ANNOUNCEMENT_UID,
    answer: (strapi) => strapi.service(ANNOUNCEMENT_UID).announcements(),
  },
  /** Home's hero slides (embedded in home too). */
  banners: {
    uid: BANNER_UID,
    answer: (strapi) => strapi.service(BANNER_UID).visibleBanners(),
  },
};

/** A JSON answer: `answer()` encoded, kept in `cache` under `key` while the `uids` tables are unchanged. */
const jsonAnswer = (
  cache: AnswerCache<EncodedBody>,
  key: string,
  uids: readonly string[],
  answer: () => Promise<unknown>,
): AnswerSpec<EncodedBody> => ({ cache, key, uids, build: async () => encode(await answer()) });

/** A list call's answer: only `limit` counts in its query (clamped to the list's largest). */
export function listAnswer(strapi: Core.Strapi, name: CachedListName, query: Record<string, unknown> = {}) {
  const list = CACHED_LISTS[name];
  const { fallback, max } = list.limits ?? { fallback: FETCH_LIMIT, max: FETCH_LIMIT };
  const limit = limitFrom(query, fallback, max);
  return jsonAnswer(cachesOf(strapi).lists, `${name}:${limit}`, [list.uid], () => list.answer(strapi, limit));
}

/** A products listing page, by its normalised query. */
export const listingAnswer = (strapi: Core.Strapi, query: ProductListingQuery) =>
  jsonAnswer(cachesOf(strapi).listing, JSON.stringify(query), [PRODUCT_UID], () =>
    productListing(strapi, query),
  );

/** The answers about one product or template that are cached, by their route in the contracts' `API_ROUTES`. */
export const CACHED_ITEMS = {
  product: { route: API_ROUTES.singleProduct, answer: 'one', kind: PRODUCT_KIND },
  productReviews: { route: API_ROUTES.productReviews, answer: 'reviews', kind: PRODUCT_KIND },
  template: { route: API_ROUTES.singleTemplate, answer: 'one', kind: TEMPLATE_KIND },
} as const;
export type CachedItemName = keyof typeof CACHED_ITEMS;

/** A product, its reviews or a template, built again after any write to its kind's table or the reviews. */
export function itemAnswer(strapi: Core.Strapi, name: CachedItemName, documentId: string) {
  const { kind, answer } = CACHED_ITEMS[name];
  if (!isDocumentId(documentId)) throw new NotFoundError(`${kind.label} not found`);
  const build = () => catalogueService(strapi, kind)[answer](documentId);
  return jsonAnswer(cachesOf(strapi).items, `${name}:${documentId}`, [kind.uid, REVIEW_UID], build);
}

const DASHBOARD_SOURCES = [ORDER_UID, PRODUCT_UID, TEMPLATE_UID, MESSAGE_UID];

/** The staff dashboard of a shop day. */
export const dashboardAnswer = (
  strapi: Core.Strapi,
  day: string,
  summarise: () => Promise<DashboardSummary>,
) => jsonAnswer(cachesOf(strapi).dashboard, day, DASHBOARD_SOURCES, summarise);

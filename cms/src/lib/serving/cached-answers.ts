// Every cached answer of a server process, in one cache primitive per kind (docs/decisions/0043).
import type { Core, UID } from '@strapi/strapi';
import type { DashboardSummary, ProductListingQuery } from '@shop/contracts';
import { API_ROUTES, FETCH_LIMIT, HOME_LIST_LIMIT, productListingQuerySchema } from '@shop/contracts';
import { PRODUCT_KIND, TEMPLATE_KIND } from '../catalogue/catalogue-kind';
import { catalogueService } from '../catalogue/catalogue-service';
import { PRODUCT_UID, REVIEW_UID, TEMPLATE_UID } from '../content-types';
import { isDocumentId, NotFoundError, ValidationError } from '../errors';
import { productListing } from '../product-listing/listing-service';
import type { CachedListName } from '../shop-routes';
import { limitFrom } from '../wire';
import { AnswerCache } from './answer-cache';
import { bytesOf, type EncodedBody, encode } from './encoded-body';
import { versionNow, versionOf } from './table-versions';

/** A page head (only found pages stay cached), the sitemap or the settings. */
export type BuiltPage = { status: number; body: EncodedBody };

const MB = 1024 * 1024;
const sizeOf = (value: EncodedBody | { body: EncodedBody }) => bytesOf('body' in value ? value.body : value);

function newCaches() {
  return {
    lists: new AnswerCache<EncodedBody>(32, 64 * MB, sizeOf),
    /** A few typed searches' worth for each shopper of a busy minute. */
    listing: new AnswerCache<EncodedBody>(500, 32 * MB, sizeOf),
    items: new AnswerCache<EncodedBody>(5000, 32 * MB, sizeOf),
    /** Enough for every page of a large shop; a crawl cannot grow the process without end. */
    pages: new AnswerCache<BuiltPage>(20_000, 64 * MB, sizeOf),
    dashboard: new AnswerCache<{ summary: DashboardSummary; body: EncodedBody }>(4, 8 * MB, sizeOf),
  };
}

const caches = new WeakMap<Core.Strapi, ReturnType<typeof newCaches>>();

export function cachesOf(strapi: Core.Strapi): ReturnType<typeof newCaches> {
  let found = caches.get(strapi);
  if (!found) {
    found = newCaches();
    caches.set(strapi, found);
  }
  return found;
}

/** How one answer is cached: its key, the tables it reads, anything else it depends on, how it is built. */
export interface AnswerSpec<T> {
  key: string;
  uids: readonly string[];
  stamp?: string;
  build(): Promise<T>;
}
type Lookup<T> = Omit<AnswerSpec<T>, 'build'>;

/** The cached answer when it is current without waiting for anything (a hit); else undefined. */
export function answerNow<T>(strapi: Core.Strapi, cache: AnswerCache<T>, spec: Lookup<T>) {
  const version = versionNow(strapi, spec.uids);
  return version === undefined ? undefined : cache.current(spec.key, `${version}#${spec.stamp ?? ''}`);
}

/** The current answer, from the cache or built. */
export async function getAnswer<T>(strapi: Core.Strapi, cache: AnswerCache<T>, spec: AnswerSpec<T>) {
  const version = `${await versionOf(strapi, spec.uids)}#${spec.stamp ?? ''}`;
  return cache.get(spec.key, version, spec.build);
}

/** The cached answer while it is current, without building anything. */
export async function peekAnswer<T>(strapi: Core.Strapi, cache: AnswerCache<T>, spec: Lookup<T>) {
  const version = `${await versionOf(strapi, spec.uids)}#${spec.stamp ?? ''}`;
  return cache.get(spec.key, version);
}

const products = (strapi: Core.Strapi) => catalogueService(strapi, PRODUCT_KIND);
const templates = (strapi: Core.Strapi) => catalogueService(strapi, TEMPLATE_KIND);

interface CachedList {
  uid: UID.ContentType;
  /** `limit` when the query has none; a larger one is clamped to maxLimit. */
  defaultLimit: number;
  maxLimit: number;
  /** The answer around the first `limit` items of the list, newest first. */
  answer(strapi: Core.Strapi, limit: number): Promise<unknown>;
}

/** The storefront's list calls, whose answers are cached. */
const CACHED_LISTS: Record<CachedListName, CachedList> = {
  newestProducts: {
    uid: PRODUCT_UID,
    defaultLimit: HOME_LIST_LIMIT,
    maxLimit: 100,
    answer: (strapi, limit) => products(strapi).summaries(limit),
  },
  allProducts: {
    uid: PRODUCT_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    // The image's URL only: its copies would not fit the answer's size budget at 10,000 products.
    answer: async (strapi, limit) => ({ products: await products(strapi).summaries(limit, 'url-only') }),
  },
  /** Full templates: the home list (limit 8) and the staff template list. */
  fullTemplates: {
    uid: TEMPLATE_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    answer: (strapi, limit) => templates(strapi).fullList(limit),
  },
  templateCards: {
    uid: TEMPLATE_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    answer: async (strapi, limit) => ({ products: await templates(strapi).summaries(limit) }),
  },
};

/** A list call's answer: only `limit` counts in its query (clamped to the list's largest). */
export function listAnswer(strapi: Core.Strapi, name: CachedListName, query: Record<string, unknown>) {
  const list = CACHED_LISTS[name];
  const limit = limitFrom(query, list.defaultLimit, list.maxLimit);
  return {
    key: `${name}:${limit}`,
    uids: [list.uid],
    build: async () => encode(await list.answer(strapi, limit)),
  } satisfies AnswerSpec<EncodedBody>;
}

/** The listing a query string asks for; a bad parameter is a 400 naming it, an unknown one is ignored. */
export function listingQueryFrom(query: unknown): ProductListingQuery {
  const result = productListingQuerySchema.safeParse(query ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid listing query');
  return result.data;
}

/** A products listing page, by its normalised query. */
export function listingAnswer(strapi: Core.Strapi, query: ProductListingQuery) {
  return {
    key: JSON.stringify(query),
    uids: [PRODUCT_UID],
    build: async () => encode(await productListing(strapi, query)),
  } satisfies AnswerSpec<EncodedBody>;
}

/** The answers about one product that are cached, by their route in the contracts' `API_ROUTES`. */
export const CACHED_ITEMS = {
  product: { route: API_ROUTES.singleProduct, answer: 'one' },
  productReviews: { route: API_ROUTES.productReviews, answer: 'reviews' },
} as const;
export type CachedItemName = keyof typeof CACHED_ITEMS;

/** A product or its reviews, built again after any write to the products or the reviews. */
export function itemAnswer(strapi: Core.Strapi, name: CachedItemName, documentId: string) {
  if (!isDocumentId(documentId)) throw new NotFoundError(`${PRODUCT_KIND.label} not found`);
  return {
    key: `${name}:${documentId}`,
    uids: [PRODUCT_UID, REVIEW_UID],
    build: async () => encode(await products(strapi)[CACHED_ITEMS[name].answer](documentId)),
  } satisfies AnswerSpec<EncodedBody>;
}

/** The current item answer; NotFoundError for an unknown id. */
export function itemBody(strapi: Core.Strapi, name: CachedItemName, documentId: string) {
  return getAnswer(strapi, cachesOf(strapi).items, itemAnswer(strapi, name, documentId));
}

/** The current answer of a list call. */
export function listBody(strapi: Core.Strapi, name: CachedListName, query: Record<string, unknown>) {
  return getAnswer(strapi, cachesOf(strapi).lists, listAnswer(strapi, name, query));
}

/** The current listing page of a query. */
export function listingBody(strapi: Core.Strapi, query: ProductListingQuery) {
  return getAnswer(strapi, cachesOf(strapi).listing, listingAnswer(strapi, query));
}

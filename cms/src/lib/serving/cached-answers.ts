// Every cached answer of a server process, in one cache primitive per kind (docs/decisions/0043).
import type { Core } from '@strapi/strapi';
import type { DashboardSummary, ProductListingQuery } from '@shop/contracts';
import { productListingQuerySchema } from '@shop/contracts';
import { isDocumentId, NotFoundError, ValidationError } from '../errors';
import { productListing } from '../product-listing/listing-service';
import type { CachedListName } from '../shop-routes';
import { limitFrom } from '../wire';
import { AnswerCache, type Confirm } from './answer-cache';
import { CACHED_ITEMS, type CachedItemName } from './cached-items';
import { CACHED_LISTS } from './cached-lists';
import { bytesOf, type EncodedBody, encode } from './encoded-body';
import { itemVersion } from './item-version';
import { versionOf } from './table-versions';
import { PRODUCT_UID, REVIEW_UID } from '../content-types';

const MB = 1024 * 1024;

/** A built page head (its status: only found pages stay cached), a sitemap or the settings answer. */
export interface BuiltPage {
  status: number;
  body: EncodedBody;
}
interface BuiltItem {
  /** The item's own version (item-version.ts) when it was built. */
  version: string | null;
  body: EncodedBody;
}
interface BuiltDashboard {
  summary: DashboardSummary;
  body: EncodedBody;
}

const bounds = (maxEntries: number, maxBytes: number) => ({
  maxEntries,
  maxBytes,
  bytesOf: (value: EncodedBody | { body: EncodedBody }) => bytesOf('body' in value ? value.body : value),
});

function newCaches() {
  return {
    lists: new AnswerCache<EncodedBody>(bounds(32, 64 * MB)),
    /** A few typed searches' worth for each shopper of a busy minute. */
    listing: new AnswerCache<EncodedBody>(bounds(500, 32 * MB)),
    items: new AnswerCache<BuiltItem>(bounds(5000, 32 * MB)),
    /** Enough for every page of a large shop; a crawl cannot grow the process without end. */
    pages: new AnswerCache<BuiltPage>(bounds(20_000, 64 * MB)),
    dashboard: new AnswerCache<BuiltDashboard>(bounds(4, 8 * MB)),
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
  confirm?: Confirm<T>;
}

/** The current answer, from the cache or built. */
export async function getAnswer<T>(
  strapi: Core.Strapi,
  cache: AnswerCache<T>,
  spec: AnswerSpec<T>,
): Promise<T> {
  const version = `${await versionOf(strapi, spec.uids)}#${spec.stamp ?? ''}`;
  return cache.get(spec.key, version, spec.build, spec.confirm);
}

/** The cached answer while it is current, without building anything. */
export async function peekAnswer<T>(
  strapi: Core.Strapi,
  cache: AnswerCache<T>,
  spec: Omit<AnswerSpec<T>, 'build'>,
): Promise<T | undefined> {
  const version = `${await versionOf(strapi, spec.uids)}#${spec.stamp ?? ''}`;
  return cache.peek(spec.key, version, spec.confirm);
}

/** A list call's answer: only `limit` counts in its query (clamped to the list's largest). */
export function listAnswer(
  strapi: Core.Strapi,
  name: CachedListName,
  query: Record<string, unknown>,
): AnswerSpec<EncodedBody> {
  const list = CACHED_LISTS[name];
  const limit = limitFrom(query, list.defaultLimit, list.maxLimit);
  return {
    key: `${name}:${limit}`,
    uids: [list.uid],
    build: async () => encode(list.answer(await list.items(strapi, limit))),
  };
}

/** The listing a query string asks for; a bad parameter is a 400 naming it, an unknown one is ignored. */
export function listingQueryFrom(query: unknown): ProductListingQuery {
  const result = productListingQuerySchema.safeParse(query ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid listing query');
  return result.data;
}

/** A products listing page, by its normalised query. */
export function listingAnswer(strapi: Core.Strapi, query: ProductListingQuery): AnswerSpec<EncodedBody> {
  return {
    key: JSON.stringify(query),
    uids: [PRODUCT_UID],
    build: async () => encode(await productListing(strapi, query)),
  };
}

/**
 * A product or its reviews. When another row of its tables changed, one indexed query for the item's
 * own version (its row's updatedAt and stock, its reviews) tells whether the answer is still current.
 */
export function itemAnswer(
  strapi: Core.Strapi,
  name: CachedItemName,
  documentId: string,
): AnswerSpec<BuiltItem> {
  const { kind, answer } = CACHED_ITEMS[name];
  if (!isDocumentId(documentId)) throw new NotFoundError(`${kind.label} not found`);
  const ownVersion = () => itemVersion(strapi, kind, documentId);
  return {
    key: `${name}:${documentId}`,
    uids: [kind.uid, REVIEW_UID],
    // The version is read before the answer: a write in between makes the entry look older, never newer.
    build: async () => {
      const version = await ownVersion();
      return { version, body: await encode(await answer(strapi, documentId)) };
    },
    confirm: async (built) => built.version !== null && (await ownVersion()) === built.version,
  };
}

/** The current item answer; NotFoundError for an unknown id. */
export async function itemBody(strapi: Core.Strapi, name: CachedItemName, documentId: string) {
  return (await getAnswer(strapi, cachesOf(strapi).items, itemAnswer(strapi, name, documentId))).body;
}

/** The current answer of a list call. */
export function listBody(strapi: Core.Strapi, name: CachedListName, query: Record<string, unknown>) {
  return getAnswer(strapi, cachesOf(strapi).lists, listAnswer(strapi, name, query));
}

/** The current listing page of a query. */
export function listingBody(strapi: Core.Strapi, query: ProductListingQuery) {
  return getAnswer(strapi, cachesOf(strapi).listing, listingAnswer(strapi, query));
}

import type { Core, UID } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import type { CachedListName } from '../shop-routes';
import { limitFrom } from '../wire';
import { CACHED_LISTS } from './cached-lists';
import { type EncodedBody, encode } from './encoded-answer';
import { tableVersion } from './table-version';

/** How long a process trusts its idea of a table's version before asking the database again. */
const VERSION_CHECK_MS = 250;

/**
 * Encoded answers kept besides each list's default one: a few other `limit`s (the home page's 8,
 * a client's own page size) are served without re-encoding, and a client walking through every
 * `limit` cannot make the cache grow.
 */
const ENCODED_VARIANTS = 8;

export interface ListSource {
  /** A value that changes whenever the table's rows change (on any server process). */
  version(uid: UID.ContentType): Promise<string>;
  /** The first `limit` items of a list. */
  items(name: CachedListName, limit: number): Promise<unknown[]>;
}

interface Versioned<T> {
  version: string;
  value: Promise<T>;
}

interface EncodedStore {
  get(key: string): Versioned<EncodedBody> | undefined;
  set(key: string, entry: Versioned<EncodedBody>): unknown;
  delete(key: string): boolean;
}

/**
 * Encoded answers of the list calls, kept in memory. Each list is loaded once, at its largest
 * `limit`, and a request's `limit` takes a slice of it; encoded answers are kept for the default
 * `limit` of each list and a few others, so memory stays flat whatever the query strings. An entry
 * is valid while its content type's version is unchanged: writes through this process drop the
 * known version at once, and writes through another process are seen within VERSION_CHECK_MS.
 */
export class ListCache {
  private readonly lists = new Map<CachedListName, Versioned<unknown[]>>();
  private readonly defaults = new Map<string, Versioned<EncodedBody>>();
  private readonly variants = new LRUCache<string, Versioned<EncodedBody>>({ max: ENCODED_VARIANTS });
  private readonly versions = new Map<string, { value: Promise<string>; checkedAt: number }>();

  constructor(private readonly source: ListSource) {}

  invalidate(uid: UID.ContentType): void {
    this.versions.delete(uid);
  }

  /** The table's version as this process knows it, re-read from the database at most every VERSION_CHECK_MS
   * (the listing's and the product cache's entries check it too). */
  version(uid: UID.ContentType): Promise<string> {
    const known = this.versions.get(uid);
    if (known && Date.now() - known.checkedAt < VERSION_CHECK_MS) return known.value;
    const value = this.source.version(uid);
    value.catch(() => this.versions.delete(uid));
    this.versions.set(uid, { value, checkedAt: Date.now() });
    return value;
  }

  /** Where a request's answer is kept: the default `limit` for good, any other among the few variants. */
  private slot(name: CachedListName, query: Record<string, unknown>) {
    const list = CACHED_LISTS[name];
    const limit = limitFrom(query, list.defaultLimit, list.maxLimit);
    const store: EncodedStore = limit === list.defaultLimit ? this.defaults : this.variants;
    return { limit, store, key: `${name}:${limit}` };
  }

  /** The cached answer when it is still current, without building anything. */
  async peek(name: CachedListName, query: Record<string, unknown>): Promise<EncodedBody | null> {
    const { store, key } = this.slot(name, query);
    const entry = store.get(key);
    if (!entry) return null;
    const version = await this.version(CACHED_LISTS[name].uid);
    return entry.version === version ? entry.value : null;
  }

  /** The current answer, built (once, however many ask at the same time) when it is missing or old. */
  async get(name: CachedListName, query: Record<string, unknown>): Promise<EncodedBody> {
    const list = CACHED_LISTS[name];
    const version = await this.version(list.uid);
    const { store, key, limit } = this.slot(name, query);
    const known = store.get(key);
    if (known && known.version === version) return known.value;
    const entry: Versioned<EncodedBody> = {
      version,
      value: this.items(name, version).then((items) => encode(list.answer(items.slice(0, limit)))),
    };
    entry.value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
    store.set(key, entry);
    return entry.value;
  }

  /** The whole list (at its largest limit) for a version, loaded once. */
  private items(name: CachedListName, version: string): Promise<unknown[]> {
    const known = this.lists.get(name);
    if (known && known.version === version) return known.value;
    const entry = { version, value: this.source.items(name, CACHED_LISTS[name].maxLimit) };
    entry.value.catch(() => {
      if (this.lists.get(name) === entry) this.lists.delete(name);
    });
    this.lists.set(name, entry);
    return entry.value;
  }
}

const caches = new WeakMap<Core.Strapi, ListCache>();

/** The list cache of this server process. */
export function listCacheOf(strapi: Core.Strapi): ListCache {
  let cache = caches.get(strapi);
  if (!cache) {
    cache = new ListCache({
      version: (uid) => tableVersion(strapi, uid),
      items: (name, limit) => CACHED_LISTS[name].items(strapi, limit),
    });
    caches.set(strapi, cache);
  }
  return cache;
}

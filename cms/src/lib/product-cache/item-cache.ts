import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { NotFoundError } from '../errors';
import { isDocumentId } from '../errors';
import type { CatalogueKind } from '../catalogue/catalogue-kind';
import { type EncodedBody, encode } from '../list-cache/encoded-answer';
import { listCacheOf } from '../list-cache/list-cache';
import { CACHED_ITEMS, type CachedItemName } from './cached-items';
import { itemVersion } from './item-version';

/** Memory for encoded item answers (JSON, gzip and brotli together); the least recently used go first. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 5000;

export interface ItemSource {
  /** The versions of the tables an item's answers read (the items', the reviews'), polled per process. */
  tablesVersion(kind: CatalogueKind): Promise<string>;
  /** One item's own version (its row, its reviews); null when it does not exist. */
  itemVersion(kind: CatalogueKind, documentId: string): Promise<string | null>;
  answer(name: CachedItemName, documentId: string): Promise<unknown>;
}

interface Entry {
  /** The tables' version when the entry was last known current. */
  stamp: string;
  /** The item's version its answer was built from. */
  version: string;
  body: EncodedBody;
  /** The item check under way for a newer tables' version, shared by the requests that need it. */
  check?: { stamp: string; current: Promise<boolean> };
}

/**
 * Encoded answers about single catalogue items (a product, its reviews), kept per process in an LRU.
 * An entry is current while its tables' version is unchanged (no query: the list cache polls it at
 * most every 250 ms, and writes through this process drop it at once); when the tables changed, one
 * indexed query for the item's own version (row updatedAt and stock, its reviews' count and newest
 * updatedAt) tells whether the change was this item's: if not, the entry is re-stamped and served.
 */
export class ItemCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.identity.length + entry.body.gzip.length + entry.body.br.length,
  });
  private readonly building = new Map<string, { stamp: string; body: Promise<EncodedBody> }>();

  constructor(private readonly source: ItemSource) {}

  /** The cached answer when it is still current, without building anything. */
  async peek(name: CachedItemName, documentId: string): Promise<EncodedBody | null> {
    const entry = this.entries.get(`${name}:${documentId}`);
    if (!entry) return null;
    const kind = CACHED_ITEMS[name].kind;
    return (await this.isCurrent(kind, documentId, entry, await this.source.tablesVersion(kind)))
      ? entry.body
      : null;
  }

  /** The current answer, built (once for concurrent requests) when missing or old; NotFoundError for an unknown id. */
  async get(name: CachedItemName, documentId: string): Promise<EncodedBody> {
    const { kind } = CACHED_ITEMS[name];
    if (!isDocumentId(documentId)) throw new NotFoundError(`${kind.label} not found`);
    const key = `${name}:${documentId}`;
    const stamp = await this.source.tablesVersion(kind);
    const entry = this.entries.get(key);
    if (entry && (await this.isCurrent(kind, documentId, entry, stamp))) return entry.body;
    const known = this.building.get(key);
    if (known && known.stamp === stamp) return known.body;
    const build = { stamp, body: this.build(name, documentId, key, stamp) };
    this.building.set(key, build);
    build.body
      .finally(() => {
        if (this.building.get(key) === build) this.building.delete(key);
      })
      .catch(() => {});
    return build.body;
  }

  private isCurrent(
    kind: CatalogueKind,
    documentId: string,
    entry: Entry,
    stamp: string,
  ): Promise<boolean> | boolean {
    if (entry.stamp === stamp) return true;
    // Some row of the tables changed, here or through another process: was it this item's?
    if (entry.check?.stamp !== stamp) {
      const current = this.source.itemVersion(kind, documentId).then((version) => {
        if (version !== entry.version) return false;
        entry.stamp = stamp;
        return true;
      });
      current.catch(() => {
        if (entry.check?.current === current) entry.check = undefined;
      });
      entry.check = { stamp, current };
    }
    return entry.check.current;
  }

  private async build(name: CachedItemName, documentId: string, key: string, stamp: string) {
    // The version is read before the answer: a write in between makes the entry look older, never newer.
    const version = await this.source.itemVersion(CACHED_ITEMS[name].kind, documentId);
    // An item gone since it was cached leaves the cache with its 404.
    if (version === null) this.entries.delete(key);
    const body = await encode(await this.source.answer(name, documentId));
    if (version !== null) this.entries.set(key, { stamp, version, body });
    return body;
  }
}

const caches = new WeakMap<Core.Strapi, ItemCache>();

const REVIEW_UID = 'api::review.review';

/** The item cache of this server process. */
export function itemCacheOf(strapi: Core.Strapi): ItemCache {
  let cache = caches.get(strapi);
  if (!cache) {
    const tables = listCacheOf(strapi);
    cache = new ItemCache({
      tablesVersion: async (kind) => {
        const [items, reviews] = await Promise.all([tables.version(kind.uid), tables.version(REVIEW_UID)]);
        return `${items}|${reviews}`;
      },
      itemVersion: (kind, documentId) => itemVersion(strapi, kind, documentId),
      answer: (name, documentId) => CACHED_ITEMS[name].answer(strapi, documentId),
    });
    caches.set(strapi, cache);
  }
  return cache;
}

import type { Core, UID } from '@strapi/strapi';
import { limitFrom } from '../wire';
import type { CachedListName } from '../shop-routes';
import { CACHED_LISTS } from './cached-lists';
import { type EncodedBody, encode } from './encoded-answer';

/** How long a process trusts its idea of a table's version before asking the database again. */
const VERSION_CHECK_MS = 250;

/**
 * Encoded answers of the list calls, kept in memory. An entry is valid while its content type's
 * version (row count and newest updatedAt) is unchanged: writes through this process drop the known
 * version at once, and writes through another process are seen within VERSION_CHECK_MS.
 */
export class ListCache {
  private readonly entries = new Map<string, { version: string; body: Promise<EncodedBody> }>();
  private readonly versions = new Map<string, { value: Promise<string>; checkedAt: number }>();

  constructor(private readonly strapi: Core.Strapi) {}

  invalidate(uid: UID.ContentType): void {
    this.versions.delete(uid);
  }

  private version(uid: UID.ContentType): Promise<string> {
    const known = this.versions.get(uid);
    if (known && Date.now() - known.checkedAt < VERSION_CHECK_MS) return known.value;
    const value = (async () => {
      const query = this.strapi.db.query(uid);
      const [count, newest] = await Promise.all([
        query.count(),
        query.findOne({ select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
      ]);
      return `${count}:${newest ? new Date(newest.updatedAt).getTime() : 0}`;
    })();
    value.catch(() => this.versions.delete(uid));
    this.versions.set(uid, { value, checkedAt: Date.now() });
    return value;
  }

  private keyOf(name: CachedListName, query: Record<string, unknown>): { key: string; limit: number } {
    const list = CACHED_LISTS[name];
    const limit = limitFrom(query, list.defaultLimit, list.maxLimit);
    return { key: `${name}:${limit}`, limit };
  }

  /** The cached answer when it is still current, without building anything. */
  async peek(name: CachedListName, query: Record<string, unknown>): Promise<EncodedBody | null> {
    const entry = this.entries.get(this.keyOf(name, query).key);
    if (!entry) return null;
    const version = await this.version(CACHED_LISTS[name].uid);
    return entry.version === version ? entry.body : null;
  }

  /** The current answer, built (once, however many ask at the same time) when it is missing or old. */
  async get(name: CachedListName, query: Record<string, unknown>): Promise<EncodedBody> {
    const list = CACHED_LISTS[name];
    const version = await this.version(list.uid);
    const { key, limit } = this.keyOf(name, query);
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.body;
    const body = list
      .items(this.strapi, limit)
      .then((items) => encode(list.answer(items)));
    body.catch(() => this.entries.delete(key));
    this.entries.set(key, { version, body });
    return body;
  }
}

const caches = new WeakMap<Core.Strapi, ListCache>();

/** The list cache of this server process. */
export function listCacheOf(strapi: Core.Strapi): ListCache {
  let cache = caches.get(strapi);
  if (!cache) {
    cache = new ListCache(strapi);
    caches.set(strapi, cache);
  }
  return cache;
}

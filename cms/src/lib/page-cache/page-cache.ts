import crypto from 'node:crypto';
import type { EncodedBody } from '../list-cache/encoded-answer';
import type { TableVersions } from './table-versions';

export interface CachedBody {
  status: number;
  body: string;
  etag: string;
  /** The body encoded once (as it is, gzip, brotli), for answers sent without Koa's compression. */
  encoded?: EncodedBody;
}

export function cachedBody(body: string, status = 200): CachedBody {
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { status, body, etag };
}

/** Enough for every page of a large shop; the oldest entry goes first beyond either bound. */
const MAX_ENTRIES = 20_000;
/** A crawl of every product page must not grow the process without end (each page is kept three ways). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

function bytesOf(cached: CachedBody): number {
  const encoded = cached.encoded;
  return (
    cached.body.length + (encoded ? encoded.identity.length + encoded.gzip.length + encoded.br.length : 0)
  );
}

interface Entry {
  version: string;
  body: Promise<CachedBody>;
  /** Known once the body is built. */
  bytes: number;
}

/**
 * Built answers (page heads, the sitemap, the shop settings) kept in memory by key. An entry is
 * current while the versions of the content types it was built from are unchanged, plus a stamp the
 * caller adds (the built index.html's modification time).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly versions: TableVersions,
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {}

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** The bytes the built entries hold. */
  get size(): number {
    return this.bytes;
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next().value;
    if (oldest !== undefined) this.forget(oldest);
  }

  /** The entry's body while it is current, without building anything; null when missing or old. */
  async peek(key: string, uids: readonly string[], stamp = ''): Promise<CachedBody | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const version = `${await this.versions.versionOf(uids)}#${stamp}`;
    return entry.version === version ? entry.body : null;
  }

  async get(
    key: string,
    uids: readonly string[],
    build: () => Promise<CachedBody>,
    stamp = '',
  ): Promise<CachedBody> {
    const version = `${await this.versions.versionOf(uids)}#${stamp}`;
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.body;
    const body = build();
    const created: Entry = { version, body, bytes: 0 };
    body.then(
      (cached) => {
        if (this.entries.get(key) !== created) return;
        created.bytes = bytesOf(cached);
        this.bytes += created.bytes;
        while (this.bytes > this.maxBytes && this.entries.size > 1) this.evictOldest();
      },
      () => {
        if (this.entries.get(key) === created) this.forget(key);
      },
    );
    this.forget(key);
    this.entries.set(key, created);
    if (this.entries.size > MAX_ENTRIES) this.evictOldest();
    return body;
  }
}

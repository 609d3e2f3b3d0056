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

/** Enough for every page of a large shop; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 20_000;

/**
 * Built answers (page heads, the sitemap, the shop settings) kept in memory by key. An entry is
 * current while the versions of the content types it was built from are unchanged, plus a stamp the
 * caller adds (the built index.html's modification time).
 */
export class PageCache {
  private readonly entries = new Map<string, { version: string; body: Promise<CachedBody> }>();

  constructor(private readonly versions: TableVersions) {}

  forget(key: string): void {
    this.entries.delete(key);
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
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    this.entries.delete(key);
    this.entries.set(key, { version, body });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return body;
  }
}

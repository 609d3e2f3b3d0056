import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Core, UID } from '@strapi/strapi';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface EncodedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** How long a process trusts its idea of a table's version before asking the database again. */
const VERSION_CHECK_MS = 250;

async function encode(data: unknown): Promise<EncodedBody> {
  const identity = Buffer.from(JSON.stringify(data));
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, gzip: gz, br };
}

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

  /** The cached answer when it is still current, without building anything. */
  async peek(uid: UID.ContentType, key: string): Promise<EncodedBody | null> {
    const entry = this.entries.get(`${uid}|${key}`);
    if (!entry) return null;
    const version = await this.version(uid);
    return entry.version === version ? entry.body : null;
  }

  async get(uid: UID.ContentType, key: string, build: () => Promise<unknown>): Promise<EncodedBody> {
    const version = await this.version(uid);
    const cacheKey = `${uid}|${key}`;
    const entry = this.entries.get(cacheKey);
    if (entry && entry.version === version) return entry.body;
    const body = build().then(encode);
    body.catch(() => this.entries.delete(cacheKey));
    this.entries.set(cacheKey, { version, body });
    return body;
  }
}

/** Sends an encoded body with its ETag, answering 304 when the client already has it. */
export function sendEncoded(ctx: any, body: EncodedBody): void {
  ctx.set('ETag', body.etag);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Vary', 'Accept-Encoding');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.compress = false;
  ctx.type = 'application/json; charset=utf-8';
  // Brotli whenever the client takes it: about a quarter smaller than gzip for the big lists.
  const encoding = ctx.acceptsEncodings('br') ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = body.br;
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = body.gzip;
  } else {
    ctx.body = body.identity;
  }
}

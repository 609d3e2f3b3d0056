import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Core, UID } from '@strapi/strapi';
import fresh from 'fresh';
import Negotiator from 'negotiator';

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

export interface EncodedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header: brotli whenever the client takes it (about a
 * quarter smaller than gzip for the big lists), else the better of gzip and none.
 */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  if (negotiator.encodings(['br']).length > 0) return 'br';
  return negotiator.encoding(['gzip', 'identity']) === 'gzip' ? 'gzip' : 'identity';
}

/** The answer to a GET of an encoded body: 304 when the client already has it, else the best encoding. */
export function encodedAnswer(body: EncodedBody, request: IncomingHttpHeaders): EncodedAnswer {
  const headers: Record<string, string> = {
    ETag: body.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (fresh(request, { etag: body.etag })) return { status: 304, headers, body: null };
  const encoding = encodingFor(request['accept-encoding']);
  headers['Content-Type'] = 'application/json; charset=utf-8';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return { status: 200, headers, body: body[encoding] };
}

/** Sends an encoded body through Koa (a list call that missed the cache in front). */
export function sendEncoded(ctx: any, body: EncodedBody): void {
  const answer = encodedAnswer(body, ctx.headers);
  ctx.set(answer.headers);
  ctx.status = answer.status;
  if (answer.body) {
    ctx.compress = false;
    ctx.body = answer.body;
  }
}

import type { Context } from 'koa';
import crypto from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A list answer encoded once, ready to send as plain JSON, gzip or brotli. */
export interface EncodedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function encode(data: unknown): Promise<EncodedBody> {
  return encodeText(JSON.stringify(data));
}

const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Below this size a body is compressed on the event loop's thread: handing it to libuv's pool and back
 * cost a listing page (8.7 KB) 0.5 to 1.3 ms, against 0.15 to 0.25 ms done in place, and that wait was
 * a third of a listing miss. Larger bodies (the full catalogue) still go to the pool.
 */
export const COMPRESS_IN_PLACE_BELOW_BYTES = 16 * 1024;

/** Any text (a page's HTML) encoded once, ready to send as it is, gzip or brotli. */
export async function encodeText(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [gz, br] =
    identity.length < COMPRESS_IN_PLACE_BELOW_BYTES
      ? [zlib.gzipSync(identity, GZIP_OPTIONS), zlib.brotliCompressSync(identity, BROTLI_OPTIONS)]
      : await Promise.all([gzip(identity, GZIP_OPTIONS), brotli(identity, BROTLI_OPTIONS)]);
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, gzip: gz, br };
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

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer to a GET of an encoded body: 304 when the client already has it, else the best encoding. */
export function encodedAnswer(
  body: EncodedBody,
  request: IncomingHttpHeaders,
  type = JSON_TYPE,
): EncodedAnswer {
  const headers: Record<string, string> = {
    ETag: body.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (fresh(request, { etag: body.etag })) return { status: 304, headers, body: null };
  const encoding = encodingFor(request['accept-encoding']);
  headers['Content-Type'] = type;
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return { status: 200, headers, body: body[encoding] };
}

/** Koa's answers sent from an encoded body: the headers Koa gave them are what a cached answer carries. */
const encodedAnswers = new WeakSet<ServerResponse>();

export function wasSentEncoded(response: ServerResponse): boolean {
  return encodedAnswers.has(response);
}

/** Sends an encoded body through Koa (a call that missed the cache in front). */
export function sendEncoded(ctx: Context, body: EncodedBody, type = JSON_TYPE): void {
  encodedAnswers.add(ctx.res);
  const answer = encodedAnswer(body, ctx.headers, type);
  const { Vary: vary, ...headers } = answer.headers;
  ctx.set(headers);
  // Added to CORS's `Vary: Origin`, not in its place.
  ctx.vary(vary);
  ctx.status = answer.status;
  if (answer.body) {
    ctx.compress = false;
    ctx.body = answer.body;
  }
}

import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Core } from '@strapi/strapi';
import fresh from 'fresh';
import type { Context } from 'koa';
import Negotiator from 'negotiator';
import { securityHeadersOf } from '../security-headers';
import type { EncodedBody, Encoding } from './encoded-body';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** Clients send a handful of distinct Accept-Encoding values: each is negotiated once, in a bounded map. */
const negotiated = new Map<string, Encoding>();

/** Brotli whenever the client takes it (about a quarter smaller than gzip for the big lists), else the better of gzip and none. */
export function encodingFor(acceptEncoding = ''): Encoding {
  let encoding = negotiated.get(acceptEncoding);
  if (encoding) return encoding;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  if (negotiator.encodings(['br']).length > 0) encoding = 'br';
  else encoding = negotiator.encoding(['gzip', 'identity']) === 'gzip' ? 'gzip' : 'identity';
  if (negotiated.size >= 64) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

/** The answer to a GET of an encoded body, the same in front of Koa and through it: 304 when the client has this 200 answer, else the best encoding it takes. */
export function encodedAnswer(
  body: EncodedBody,
  request: IncomingHttpHeaders,
  { type = JSON_TYPE, status = 200, shared = {} as OutgoingHttpHeaders } = {},
) {
  const headers: OutgoingHttpHeaders = {
    ...shared,
    etag: body.etag,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const conditional = request['if-none-match'] || request['if-modified-since'];
  if (status === 200 && conditional && fresh(request, { etag: body.etag }))
    return { status: 304, headers, body: null };
  const encoding = encodingFor(request['accept-encoding']);
  headers['content-type'] = type;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  // Written with the status line, so the body goes out whole rather than chunked.
  headers['content-length'] = body[encoding].length;
  return { status, headers, body: body[encoding] };
}

/** Sends an encoded body through Koa, whose middlewares have set the security headers and CORS's Vary. */
export function sendEncoded(ctx: Context, body: EncodedBody, type = JSON_TYPE, status = 200): void {
  const answer = encodedAnswer(body, ctx.headers, { type, status });
  ctx.set(answer.headers as Record<string, string>);
  ctx.vary('Accept-Encoding');
  ctx.status = answer.status;
  if (answer.body) {
    ctx.compress = false;
    ctx.body = answer.body;
  }
}

type Listed = string | { name: string; config?: Record<string, unknown> };

/**
 * What `strapi::cors` gives a request without Origin (the only ones answered in front): `Vary: Origin`,
 * and, as Strapi's cors passes the request's empty origin on, an empty allowed origin with credentials
 * (Strapi's default) and the exposed headers.
 */
function corsHeaders(cors: Listed | undefined): OutgoingHttpHeaders {
  if (!cors) return { vary: 'Accept-Encoding' };
  const config = typeof cors === 'object' ? (cors.config ?? {}) : {};
  const headers: OutgoingHttpHeaders = { vary: 'Origin, Accept-Encoding', 'access-control-allow-origin': '' };
  if (config.credentials !== false) headers['access-control-allow-credentials'] = 'true';
  if (config.expose) headers['access-control-expose-headers'] = String(config.expose);
  return headers;
}

/**
 * The headers Koa's middlewares give every answer, built once from their config for the answers sent in
 * front of Koa: the security headers (config/middlewares.ts's helmet options) and CORS's.
 */
export function headersOfKoa(strapi: Core.Strapi): OutgoingHttpHeaders {
  const middlewares = strapi.config.get('middlewares') as Listed[];
  const named = (name: string) =>
    middlewares.find((m) => m === name || (typeof m === 'object' && m.name === name));
  const security = named('strapi::security') as unknown as {
    config: Parameters<typeof securityHeadersOf>[0];
  };
  return { ...securityHeadersOf(security.config), ...corsHeaders(named('strapi::cors')) };
}

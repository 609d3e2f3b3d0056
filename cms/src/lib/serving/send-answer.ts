import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Core } from '@strapi/strapi';
import fresh from 'fresh';
import type { Context } from 'koa';
import Negotiator from 'negotiator';
import { securityHeadersOf } from '../security-headers';
import type { AnswerKind, EncodedBody, Encoding } from './encoded-body';

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

/** How a GET of a body is answered: 304 when the client has this 200 answer, else the best encoding it takes. */
export function answerKind(body: EncodedBody, request: IncomingHttpHeaders, status = 200): AnswerKind {
  const conditional = request['if-none-match'] || request['if-modified-since'];
  if (status === 200 && conditional && fresh(request, { etag: body.etag })) return 'not-modified';
  return encodingFor(request['accept-encoding']);
}

/** The headers of a body's answer of that kind, `shared` (what Koa's middlewares give every answer) first. */
export function answerHeaders(body: EncodedBody, kind: AnswerKind, shared: OutgoingHttpHeaders = {}) {
  const headers: OutgoingHttpHeaders = {
    ...shared,
    etag: body.etag,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (kind === 'not-modified') return headers;
  headers['content-type'] = body.type;
  if (kind !== 'identity') headers['content-encoding'] = kind;
  // Written with the status line, so the body goes out whole rather than chunked.
  headers['content-length'] = body[kind].length;
  return headers;
}

/** Sends an encoded body through Koa, whose middlewares have set the security headers and CORS's Vary. */
export function sendEncoded(ctx: Context, body: EncodedBody, status = 200): void {
  const kind = answerKind(body, ctx.headers, status);
  ctx.set(answerHeaders(body, kind) as Record<string, string>);
  ctx.vary('Accept-Encoding');
  ctx.status = kind === 'not-modified' ? 304 : status;
  if (kind === 'not-modified') return;
  ctx.compress = false;
  ctx.body = body[kind];
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

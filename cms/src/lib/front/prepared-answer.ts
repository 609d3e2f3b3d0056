import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { type EncodedBody, encodingFor, JSON_TYPE } from '../list-cache/encoded-answer';

type Encoding = ReturnType<typeof encodingFor>;

/** Headers that belong to one answer (its body, its connection), not to every answer of a call. */
const PER_ANSWER = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/** What Koa's middlewares gave an answer (security headers, CORS's Vary) that every answer of its call carries. */
export function sharedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

/**
 * Clients send a handful of distinct Accept-Encoding values; each is negotiated once. The map is
 * emptied when a client sends many, so odd values cannot make it grow.
 */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

function encodingOf(acceptEncoding: string | undefined): Encoding {
  const key = acceptEncoding ?? '';
  let encoding = negotiated.get(key);
  if (!encoding) {
    encoding = encodingFor(acceptEncoding);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(key, encoding);
  }
  return encoding;
}

type HeadersByAnswer = Partial<Record<Encoding | 'notModified', OutgoingHttpHeaders>>;

/** Every header of an answer, put together once per body, Koa's headers and encoding: a hit only sends. */
const prepared = new WeakMap<OutgoingHttpHeaders, WeakMap<EncodedBody, HeadersByAnswer>>();

function headersFor(
  body: EncodedBody,
  koaHeaders: OutgoingHttpHeaders,
  type: string,
  answer: Encoding | 'notModified',
): OutgoingHttpHeaders {
  let byBody = prepared.get(koaHeaders);
  if (!byBody) {
    byBody = new WeakMap();
    prepared.set(koaHeaders, byBody);
  }
  let byAnswer = byBody.get(body);
  if (!byAnswer) {
    byAnswer = {};
    byBody.set(body, byAnswer);
  }
  let headers = byAnswer[answer];
  if (!headers) {
    headers = {
      etag: body.etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      ...(answer === 'notModified' ? {} : { 'content-type': type }),
      ...(answer === 'notModified' || answer === 'identity' ? {} : { 'content-encoding': answer }),
      // Written with the status line, so the body goes out whole rather than chunked.
      ...(answer === 'notModified' ? {} : { 'content-length': body[answer].length }),
      ...koaHeaders,
    };
    byAnswer[answer] = headers;
  }
  return headers;
}

/**
 * Sends an encoded body as Koa would (list-cache/encoded-answer.ts `encodedAnswer`): 304 when the
 * client has it, else the best encoding it takes, with the headers Koa's middlewares gave the call.
 */
export function sendPrepared(
  request: IncomingMessage,
  response: ServerResponse,
  body: EncodedBody,
  koaHeaders: OutgoingHttpHeaders,
  type = JSON_TYPE,
): number {
  const conditional = request.headers['if-none-match'] || request.headers['if-modified-since'];
  if (conditional && fresh(request.headers, { etag: body.etag })) {
    response.writeHead(304, headersFor(body, koaHeaders, type, 'notModified')).end();
    return 304;
  }
  const encoding = encodingOf(request.headers['accept-encoding']);
  response.writeHead(200, headersFor(body, koaHeaders, type, encoding)).end(body[encoding]);
  return 200;
}

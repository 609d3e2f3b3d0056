import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { productListingQuerySchema } from '@shop/contracts';
import { listingAnswersOf } from '../product-listing/listing-answers';
import { CACHED_LIST_PATHS, PRODUCT_LISTING_PATH } from '../shop-routes';
import { type EncodedBody, encodedAnswer } from './encoded-answer';
import { listCacheOf } from './list-cache';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Headers that belong to one answer (its body, its connection), not to every answer of the list. */
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

/** What Koa's middlewares add to any answer of a list to a request without Origin (the only ones answered here). */
export function sharedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

export function lowerCaseNames(headers: Record<string, string>): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * Answers a current cached list at the HTTP server, before Koa and Strapi's stack (request context,
 * session, router) see the request: that stack cost a cached answer two thirds of its time. A miss,
 * a call from another origin and every other request go on to Koa, where the list's controller
 * answers from (and fills) the same cache. A cached answer carries the headers that Koa's
 * middlewares (security, CORS's Vary) gave the list's last answer through Koa, and is logged as
 * `strapi::logger` logs, so a hit and a miss look the same from outside.
 */
export function answerCachedListsFirst(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const cache = listCacheOf(strapi);
  const listing = listingAnswersOf(strapi);
  const koaHeaders = new Map<string, OutgoingHttpHeaders>();

  /** The cached answers a path has, by name; the products listing's only for a query it accepts. */
  function cachedAnswersOf(
    path: string,
  ): { list: string; peek: (query: ParsedUrlQuery) => Promise<EncodedBody | null> } | null {
    const list = CACHED_LIST_PATHS.get(path);
    if (list) return { list, peek: (query) => cache.peek(list, query) };
    if (path !== `/api${PRODUCT_LISTING_PATH}`) return null;
    return {
      list: 'productListing',
      peek: async (query) => {
        // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
        const parsed = productListingQuerySchema.safeParse(query);
        return parsed.success && !Object.keys(query).some((key) => key.includes('['))
          ? listing.peek(parsed.data)
          : null;
      },
    };
  }

  function throughKoa(request: IncomingMessage, response: ServerResponse, list: string) {
    response.once('finish', () => {
      if (response.statusCode === 200 || response.statusCode === 304)
        koaHeaders.set(list, sharedHeaders(response.getHeaders()));
    });
    koa(request, response);
  }

  async function answerFromCache(
    request: IncomingMessage,
    response: ServerResponse,
    { list, peek }: NonNullable<ReturnType<typeof cachedAnswersOf>>,
  ) {
    const started = Date.now();
    const url = request.url ?? '';
    const query = url.includes('?') ? querystring.parse(url.slice(url.indexOf('?') + 1)) : {};
    // A failed version check goes to Koa too, whose route reports the error the usual way.
    const body = await peek(query).catch(() => null);
    const headers = koaHeaders.get(list);
    if (!body || !headers) {
      throughKoa(request, response, list);
      return;
    }
    const answer = encodedAnswer(body, request.headers);
    response
      .writeHead(answer.status, { ...lowerCaseNames(answer.headers), ...headers })
      .end(answer.body ?? undefined);
    strapi.log.http(`${request.method} ${url} (${Math.ceil(Date.now() - started)} ms) ${answer.status}`);
  }

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?', 1)[0];
    // A call from another origin goes through Koa, whose CORS middleware decides what it may read.
    const cached = request.method === 'GET' && !request.headers.origin ? cachedAnswersOf(path) : null;
    if (!cached) {
      koa(request, response);
      return;
    }
    answerFromCache(request, response, cached).catch((error) => {
      strapi.log.error(`cached list ${path}: ${error}`);
      response.destroy();
    });
  });
}

// The answers served at the HTTP server, before Koa (docs/decisions/0043).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PRODUCT_LISTING_PATH, productListingQuerySchema } from '@shop/contracts';
import { isDocumentId } from '../errors';
import { shopPageNow } from '../page-head/render-page';
import { CACHED_LIST_PATHS } from '../shop-routes';
import type { AnswerCache } from './answer-cache';
import * as answers from './cached-answers';
import type { EncodedBody } from './encoded-body';
import { pageAddressOf } from './page-paths';
import { encodedAnswer, HTML_TYPE, headersOfKoa, JSON_TYPE } from './send-answer';

/** A request the front answers: at once when `now()` has the answer, else when `later()` gives one. */
interface CachedRoute {
  type: string;
  now(): EncodedBody | undefined;
  later(): Promise<EncodedBody | null | undefined>;
}

const ITEM_PATHS = (Object.keys(answers.CACHED_ITEMS) as answers.CachedItemName[]).map((name) => ({
  name,
  pattern: new RegExp(`^/api${answers.CACHED_ITEMS[name].route.path.replace(':id', '([^/?]+)')}$`),
}));

/** The shop's index.html each server fills its pages from, once its storefront middleware starts. */
const indexFiles = new WeakMap<Core.Strapi, string>();

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFiles.set(strapi, indexFile);
}

/** A JSON answer of a cache: built here on a miss when `build`, else (a miss) left to Koa. */
function jsonRoute(
  strapi: Core.Strapi,
  cache: AnswerCache<EncodedBody>,
  spec: answers.AnswerSpec<EncodedBody>,
  build: boolean,
): CachedRoute {
  return {
    type: JSON_TYPE,
    now: () => answers.answerNow(strapi, cache, spec),
    later: () => (build ? answers.getAnswer : answers.peekAnswer)(strapi, cache, spec),
  };
}

/**
 * Which cached answer a plain GET without Origin asks for (a call from another origin goes through Koa,
 * whose CORS middleware decides what it may read): a list (a miss goes to Koa, whose `qs` reads its
 * query), the products listing for a query it accepts, a product or its reviews (a failure, such as an
 * unknown product, goes to Koa), or a storefront page (only its current cached copy, at once).
 */
function cachedRouteOf(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  const path = url.slice(0, queryStart);
  const caches = answers.cachesOf(strapi);
  if (!path.startsWith('/api/')) {
    const indexFile = indexFiles.get(strapi);
    const address = indexFile && pageAddressOf(request);
    if (!indexFile || !address) return null;
    const now = () => {
      try {
        const page = shopPageNow(strapi, indexFile, address);
        return page?.status === 200 ? page.body : undefined;
      } catch {
        return undefined; // an address the pages refuse (a malformed id) is Koa's to answer
      }
    };
    return { type: HTML_TYPE, now, later: async () => null };
  }
  const query = querystring.parse(url.slice(queryStart + 1));
  const list = CACHED_LIST_PATHS.get(path);
  if (list) return jsonRoute(strapi, caches.lists, answers.listAnswer(strapi, list, query), false);
  if (path === `/api${PRODUCT_LISTING_PATH}`) {
    const parsed = productListingQuerySchema.safeParse(query);
    // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
    if (!parsed.success || Object.keys(query).some((key) => key.includes('['))) return null;
    return jsonRoute(strapi, caches.listing, answers.listingAnswer(strapi, parsed.data), true);
  }
  for (const { name, pattern } of ITEM_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined)
      return isDocumentId(id)
        ? jsonRoute(strapi, caches.items, answers.itemAnswer(strapi, name, id), true)
        : null;
  }
  return null;
}

/**
 * Answers a cached list, listing page, product, product's reviews or storefront page at the HTTP
 * server, before Koa and Strapi's stack (request context, session, router), which cost a cached answer
 * most of its time. A hit is answered within the `request` event (looked up, its version checked,
 * written); only a miss waits. The answer carries the headers Koa's middlewares give every answer,
 * built once from their config (send-answer.ts), and is logged as the request log logs, so a hit and a
 * miss look the same from outside. Anything else, and any answer not found here, goes on to Koa.
 */
export function answerCachedFirst(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const shared = headersOfKoa(strapi);

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const route = cachedRouteOf(strapi, request);
    if (!route) return koa(request, response);
    const started = strapi.log.isLevelEnabled('http') ? performance.now() : 0;
    const send = (body: EncodedBody) => {
      const sent = encodedAnswer(body, request.headers, { type: route.type, shared });
      response.writeHead(sent.status, sent.headers).end(sent.body ?? undefined);
      if (started)
        strapi.log.http(`GET ${request.url} (${Math.ceil(performance.now() - started)} ms) ${sent.status}`);
    };
    const hit = route.now();
    if (hit) return send(hit);
    route
      .later()
      .catch(() => null)
      .then((body) => (body ? send(body) : koa(request, response)))
      .catch((error) => {
        strapi.log.error(`cached answer ${request.url}: ${error}`);
        response.destroy();
      });
  });
}

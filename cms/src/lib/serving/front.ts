// The answers served at the HTTP server, before Koa (docs/decisions/0043).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PRODUCT_LISTING_PATH, productListingQuerySchema } from '@shop/contracts';
import { isDocumentId } from '../errors';
import { shopPageNow } from '../page-head/render-page';
import { CACHED_LIST_PATHS } from '../shop-routes';
import * as answers from './cached-answers';
import type { EncodedBody } from './encoded-body';
import { pageAddressOf } from './page-paths';
import { perServer } from './per-server';
import { answerHeaders, answerKind, headersOfKoa } from './send-answer';

/** A request the front answers: at once when `now()` has the answer, else, if it can, when `later()` builds it. */
interface CachedRoute {
  now(): EncodedBody | undefined;
  later?(): Promise<EncodedBody>;
}

const ITEM_PATHS = (Object.keys(answers.CACHED_ITEMS) as answers.CachedItemName[]).map((name) => ({
  name,
  pattern: new RegExp(`^/api${answers.CACHED_ITEMS[name].route.path.replace(':id', '([^/?]+)')}$`),
}));

/** The shop's index.html each server fills its pages from, once its storefront middleware starts. */
const indexFileOf = perServer(() => ({ path: '' }));

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFileOf(strapi).path = indexFile;
}

function jsonRoute(strapi: Core.Strapi, spec: answers.AnswerSpec<EncodedBody>): CachedRoute {
  return {
    now: () => answers.answerNow(strapi, spec),
    later: () => answers.getAnswer(strapi, spec),
  };
}

/**
 * Which cached answer a plain GET without Origin asks for (a call from another origin goes through Koa,
 * whose CORS middleware decides what it may read): a list, the products listing for a query it accepts,
 * a product or its reviews (a failure, such as an unknown product, goes to Koa), or a storefront page
 * (only its current cached copy, at once).
 */
function cachedRouteOf(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  const path = url.slice(0, queryStart);
  if (!path.startsWith('/api/')) {
    const indexFile = indexFileOf(strapi).path;
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
    return { now };
  }
  const query = querystring.parse(url.slice(queryStart + 1));
  const list = CACHED_LIST_PATHS.get(path);
  if (list) return jsonRoute(strapi, answers.listAnswer(strapi, list, query));
  if (path === `/api${PRODUCT_LISTING_PATH}`) {
    const parsed = productListingQuerySchema.safeParse(query);
    // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
    if (!parsed.success || Object.keys(query).some((key) => key.includes('['))) return null;
    return jsonRoute(strapi, answers.listingAnswer(strapi, parsed.data));
  }
  for (const { name, pattern } of ITEM_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined)
      return isDocumentId(id) ? jsonRoute(strapi, answers.itemAnswer(strapi, name, id)) : null;
  }
  return null;
}

/**
 * Answers a cached list, listing page, product, product's reviews or storefront page at the HTTP server,
 * before Koa and Strapi's stack, which cost a cached answer most of its time; a hit within the `request`
 * event. It carries the headers Koa's middlewares give every answer (send-answer.ts) and is logged as
 * Strapi logs, so it looks the same from outside. Anything else, or not found here, goes on to Koa.
 */
export function answerCachedFirst(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const shared = headersOfKoa(strapi);

  const send = (request: IncomingMessage, response: ServerResponse, body: EncodedBody, started: number) => {
    const kind = answerKind(body, request.headers);
    // Once per body and kind: a hit then allocates next to nothing (its garbage made the p99, 0043).
    const headers = body.frontHeaders[kind] ?? answerHeaders(body, kind, shared);
    body.frontHeaders[kind] = headers;
    const status = kind === 'not-modified' ? 304 : 200;
    response.writeHead(status, headers).end(kind === 'not-modified' ? undefined : body[kind]);
    if (started)
      strapi.log.http(`GET ${request.url} (${Math.ceil(performance.now() - started)} ms) ${status}`);
  };

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const route = cachedRouteOf(strapi, request);
    if (!route) return koa(request, response);
    const started = strapi.log.isLevelEnabled('http') ? performance.now() : 0;
    const hit = route.now();
    if (hit) return send(request, response, hit, started);
    if (!route.later) return koa(request, response);
    route
      .later()
      .catch(() => null)
      .then((body) => (body ? send(request, response, body, started) : koa(request, response)))
      .catch((error) => {
        strapi.log.error(`cached answer ${request.url}: ${error}`);
        response.destroy();
      });
  });
}

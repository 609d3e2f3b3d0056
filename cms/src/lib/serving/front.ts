// The answers served at the HTTP server, before Koa (docs/decisions/0043).
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { PRODUCT_LISTING_PATH, productListingQuerySchema } from '@shop/contracts';
import { isDocumentId } from '../errors';
import { peekShopPage } from '../page-head/render-page';
import { CACHED_LIST_PATHS, SHOP_ROUTES, type ShopRoute } from '../shop-routes';
import * as answers from './cached-answers';
import type { EncodedBody } from './encoded-body';
import { pageAddressOf } from './page-paths';
import { encodedAnswer, HTML_TYPE, headersOfKoa, JSON_TYPE } from './send-answer';

/** A request the front answers: at once when `now()` has the answer, else when `later()` gives one. */
interface CachedRoute {
  now(): EncodedBody | undefined;
  later(): Promise<EncodedBody | null | undefined>;
  type: string;
}

const ROUTES = Object.values(SHOP_ROUTES).flat() as ShopRoute[];
const ITEM_PATHS = (Object.keys(answers.CACHED_ITEMS) as answers.CachedItemName[]).map((name) => {
  const route = ROUTES.find((r) => r.method === 'GET' && r.handler === answers.CACHED_ITEMS[name].handler);
  if (!route) throw new Error(`No GET route for ${answers.CACHED_ITEMS[name].handler}`);
  return { name, pattern: new RegExp(`^/api${route.path.replace(':id', '([^/?]+)')}$`) };
});

/** The shop's index.html each server fills its pages from, once its storefront middleware starts. */
const indexFiles = new WeakMap<Core.Strapi, string>();

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFiles.set(strapi, indexFile);
}

/**
 * Which cached answer a plain GET without Origin asks for (a call from another origin goes through Koa,
 * whose CORS middleware decides what it may read): a list (a miss goes to Koa, whose `qs` reads its
 * query), the products listing for a query it accepts, a product or its reviews (built here on a miss;
 * a failure, such as an unknown product, goes to Koa), or a storefront page (only when cached).
 */
function cachedRouteOf(strapi: Core.Strapi, request: IncomingMessage): CachedRoute | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  const [path, search] = [url.slice(0, queryStart), url.slice(queryStart + 1)];
  const caches = answers.cachesOf(strapi);
  if (!path.startsWith('/api/')) {
    const indexFile = indexFiles.get(strapi);
    const address = indexFile && pageAddressOf(request);
    if (!indexFile || !address) return null;
    const later = async () => {
      const page = await peekShopPage(strapi, indexFile, address);
      return page?.status === 200 ? page.body : null;
    };
    return { type: HTML_TYPE, now: () => undefined, later };
  }
  const list = CACHED_LIST_PATHS.get(path);
  if (list) {
    const spec = answers.listAnswer(strapi, list, querystring.parse(search));
    return {
      type: JSON_TYPE,
      now: () => answers.answerNow(strapi, caches.lists, spec),
      later: () => answers.peekAnswer(strapi, caches.lists, spec),
    };
  }
  if (path === `/api${PRODUCT_LISTING_PATH}`) {
    const query = querystring.parse(search);
    // Brackets are Koa's nested parameters (refused there); a refused query is Koa's to answer.
    const parsed = productListingQuerySchema.safeParse(query);
    if (!parsed.success || Object.keys(query).some((key) => key.includes('['))) return null;
    const spec = answers.listingAnswer(strapi, parsed.data);
    return {
      type: JSON_TYPE,
      now: () => answers.answerNow(strapi, caches.listing, spec),
      later: () => answers.getAnswer(strapi, caches.listing, spec),
    };
  }
  for (const { name, pattern } of ITEM_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id === undefined) continue;
    if (!isDocumentId(id)) return null;
    const spec = answers.itemAnswer(strapi, name, id);
    return {
      type: JSON_TYPE,
      now: () => answers.answerNow(strapi, caches.items, spec)?.body,
      later: async () => (await answers.getAnswer(strapi, caches.items, spec)).body,
    };
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
  const [koa] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!koa) return;
  const shared = headersOfKoa(strapi);

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    body: EncodedBody,
    type: string,
    started: number,
  ) {
    const sent = encodedAnswer(body, request.headers, { type, shared });
    response.writeHead(sent.status, sent.headers).end(sent.body ?? undefined);
    if (started)
      strapi.log.http(`GET ${request.url} (${Math.ceil(performance.now() - started)} ms) ${sent.status}`);
  }

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const route = cachedRouteOf(strapi, request);
    const started = route && strapi.log.isLevelEnabled('http') ? performance.now() : 0;
    if (!route) return koa(request, response);
    const hit = route.now();
    if (hit) return send(request, response, hit, route.type, started);
    route
      .later()
      .then(
        (body) => (body ? send(request, response, body, route.type, started) : koa(request, response)),
        () => koa(request, response),
      )
      .catch((error) => {
        strapi.log.error(`cached answer ${request.url}: ${error}`);
        response.destroy();
      });
  });
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { isDocumentId } from '../errors';
import { encodedAnswer } from '../list-cache/encoded-answer';
import { lowerCaseNames, sharedHeaders } from '../list-cache/front';
import { SHOP_ROUTES, type ShopRoute } from '../shop-routes';
import { CACHED_ITEMS, type CachedItemName } from './cached-items';
import { itemCacheOf } from './item-cache';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const ALL_ROUTES = Object.values(SHOP_ROUTES).flat() as ShopRoute[];

/** Each cached item answer's path as a pattern whose one group is the item's id. */
const ITEM_PATHS = (Object.keys(CACHED_ITEMS) as CachedItemName[]).map((name) => {
  const route = ALL_ROUTES.find((r) => r.method === 'GET' && r.handler === CACHED_ITEMS[name].handler);
  if (!route) throw new Error(`No GET route for ${CACHED_ITEMS[name].handler}`);
  return { name, pattern: new RegExp(`^/api${route.path.replace(':id', '([^/?]+)')}$`) };
});

function itemOf(path: string): { name: CachedItemName; id: string } | null {
  for (const { name, pattern } of ITEM_PATHS) {
    const match = pattern.exec(path);
    if (match) return isDocumentId(match[1]) ? { name, id: match[1] } : null;
  }
  return null;
}

/**
 * Answers a current cached item (a product, its reviews) at the HTTP server, before Koa, as the list
 * cache answers lists (list-cache/front.ts, docs/decisions/0002 and 0015): a miss, a request from
 * another origin and every other request go on to the next listener, and a cached answer carries the
 * headers Koa's middlewares gave that call's last answer through Koa.
 */
export function answerCachedItemsFirst(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const [next] = server.listeners('request') as RequestListener[];
  if (!next) return;
  const cache = itemCacheOf(strapi);
  const koaHeaders = new Map<CachedItemName, OutgoingHttpHeaders>();

  function throughKoa(request: IncomingMessage, response: ServerResponse, name: CachedItemName) {
    response.once('finish', () => {
      if (response.statusCode === 200 || response.statusCode === 304)
        koaHeaders.set(name, sharedHeaders(response.getHeaders()));
    });
    next(request, response);
  }

  async function answerFromCache(
    request: IncomingMessage,
    response: ServerResponse,
    name: CachedItemName,
    id: string,
  ) {
    const started = Date.now();
    // A failed version check goes to Koa too, whose route reports the error the usual way.
    const body = await cache.peek(name, id).catch(() => null);
    const headers = koaHeaders.get(name);
    if (!body || !headers) {
      throughKoa(request, response, name);
      return;
    }
    const answer = encodedAnswer(body, request.headers);
    response
      .writeHead(answer.status, { ...lowerCaseNames(answer.headers), ...headers })
      .end(answer.body ?? undefined);
    strapi.log.http(
      `${request.method} ${request.url} (${Math.ceil(Date.now() - started)} ms) ${answer.status}`,
    );
  }

  server.removeListener('request', next);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // A call from another origin goes through Koa, whose CORS middleware decides what it may read.
    const item =
      request.method === 'GET' && !request.headers.origin
        ? itemOf((request.url ?? '').split('?', 1)[0])
        : null;
    if (!item) {
      next(request, response);
      return;
    }
    answerFromCache(request, response, item.name, item.id).catch((error) => {
      strapi.log.error(`cached item ${request.url}: ${error}`);
      response.destroy();
    });
  });
}

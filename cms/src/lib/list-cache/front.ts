import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { Core } from '@strapi/strapi';
import { CACHED_LIST_PATHS, type CachedListName } from '../shop-routes';
import { encodedAnswer } from './encoded-answer';
import { listCacheOf } from './list-cache';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a current cached list at the HTTP server, before Koa and Strapi's stack (request context,
 * session, router) see the request: that stack cost a cached answer two thirds of its time. A miss,
 * a call from another origin and every other request go on to Koa, where the list's controller
 * answers from (and fills) the same cache.
 */
export function answerCachedListsFirst(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const cache = listCacheOf(strapi);

  async function answerFromCache(request: IncomingMessage, response: ServerResponse, list: CachedListName) {
    const url = request.url ?? '';
    const query = url.includes('?') ? querystring.parse(url.slice(url.indexOf('?') + 1)) : {};
    // A failed version check goes to Koa too, whose route reports the error the usual way.
    const body = await cache.peek(list, query).catch(() => null);
    if (!body) {
      koa(request, response);
      return;
    }
    const answer = encodedAnswer(body, request.headers);
    response.writeHead(answer.status, answer.headers).end(answer.body ?? undefined);
  }

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?', 1)[0];
    // A call from another origin goes through Koa, whose CORS middleware decides what it may read.
    const list =
      request.method === 'GET' && !request.headers.origin ? CACHED_LIST_PATHS.get(path) : undefined;
    if (!list) {
      koa(request, response);
      return;
    }
    answerFromCache(request, response, list).catch((error) => {
      strapi.log.error(`cached list ${path}: ${error}`);
      response.destroy();
    });
  });
}

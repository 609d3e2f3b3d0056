// The answers served at the HTTP server, before Koa (docs/decisions/0002, 0010, 0015).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { type CachedRoute, cachedRouteOf } from './cached-routes';
import { wasSentEncoded } from '../list-cache/encoded-answer';
import { sendPrepared, sharedHeaders } from './prepared-answer';

export { HTML_TYPE, useIndexFile } from './cached-routes';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a current cached list, listing page, product, product's reviews or storefront page at the
 * HTTP server, before Koa and Strapi's stack (request context, session, router), which cost a cached
 * answer most of its time. One listener finds the route in one table (cached-routes.ts) and the headers
 * of each answer are put together once (prepared-answer.ts). A listing page, a product or its reviews
 * that miss are built here too, once Koa has answered that call. Any other miss, a call from another
 * origin and every other request go on to Koa, where the route's controller answers from (and fills)
 * the same cache. A cached answer carries the headers that Koa's middlewares (security, CORS's Vary)
 * gave the call's last answer through Koa, and is logged as `strapi::logger` logs, so a hit and a
 * miss look the same from outside.
 */
export function answerCachedFirst(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const koaHeaders = new Map<string, OutgoingHttpHeaders>();
  const logsRequests = () => strapi.log.isLevelEnabled('http');

  function throughKoa(request: IncomingMessage, response: ServerResponse, route: CachedRoute) {
    response.once('finish', () => {
      // Only an answer sent from the same cache shows the headers a cached answer must carry.
      if (wasSentEncoded(response) && (response.statusCode === 200 || response.statusCode === 304))
        koaHeaders.set(route.name, sharedHeaders(response.getHeaders()));
    });
    koa(request, response);
  }

  async function answer(request: IncomingMessage, response: ServerResponse, route: CachedRoute) {
    const started = logsRequests() ? performance.now() : 0;
    const headers = koaHeaders.get(route.name);
    // Once Koa has answered the call (its headers are known), a route that can build its answer here
    // does, hit or miss: the listing's typed searches are mostly misses, and Koa's stack costs one a
    // third of its time. A failure (the database away, a product that does not exist) goes to Koa,
    // whose route answers it the usual way.
    const body = await (headers && route.get ? route.get() : route.peek()).catch(() => null);
    if (!body || !headers) {
      throughKoa(request, response, route);
      return;
    }
    const status = sendPrepared(request, response, body, headers, route.type);
    if (started) {
      const ms = Math.ceil(performance.now() - started);
      strapi.log.http(`${request.method} ${request.url} (${ms} ms) ${status}`);
    }
  }

  server.removeListener('request', koa);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const route = cachedRouteOf(strapi, request);
    if (!route) {
      koa(request, response);
      return;
    }
    answer(request, response, route).catch((error) => {
      strapi.log.error(`cached answer ${request.url}: ${error}`);
      response.destroy();
    });
  });
}

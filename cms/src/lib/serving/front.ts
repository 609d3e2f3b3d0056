// The answers served at the HTTP server, before Koa (docs/decisions/0043).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { type CachedRoute, cachedRouteOf } from './cached-routes';
import { encodedAnswer, headersOfKoa } from './send-answer';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a cached list, listing page, product, product's reviews or storefront page at the HTTP
 * server, before Koa and Strapi's stack (request context, session, router), which cost a cached answer
 * most of its time. The route is found in one table (cached-routes.ts); its answer comes from the
 * same caches the routes' controllers use (cached-answers.ts) and goes out with the headers Koa's
 * middlewares give every answer, built once from their config (send-answer.ts), and is logged as the
 * request log logs, so a hit and a miss look the same from outside. Anything else goes on to Koa.
 */
export function answerCachedFirst(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  const [koa] = server.listeners('request') as RequestListener[];
  if (!koa) return;
  const shared = headersOfKoa(strapi);

  async function answer(request: IncomingMessage, response: ServerResponse, route: CachedRoute) {
    const started = strapi.log.isLevelEnabled('http') ? performance.now() : 0;
    const body = await route.answer().catch(() => null);
    if (!body) {
      koa(request, response);
      return;
    }
    const sent = encodedAnswer(body, request.headers, { type: route.type, shared });
    response.writeHead(sent.status, sent.headers).end(sent.body ?? undefined);
    if (started) {
      const ms = Math.ceil(performance.now() - started);
      strapi.log.http(`${request.method} ${request.url} (${ms} ms) ${sent.status}`);
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

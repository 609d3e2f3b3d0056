import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { encodedAnswer } from '../list-cache/encoded-answer';
import { lowerCaseNames, sharedHeaders } from '../list-cache/front';
import { peekShopPage } from '../page-head/render-page';
import { pagePathOf } from './page-paths';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The built index.html each server's storefront middleware fills (set when the middleware starts). */
const indexFiles = new WeakMap<Core.Strapi, string>();

/** Answers Koa sent from a current cached page: the only ones whose headers a cached answer copies. */
const cachedPageAnswers = new WeakSet<ServerResponse>();

export function useIndexFile(strapi: Core.Strapi, indexFile: string): void {
  indexFiles.set(strapi, indexFile);
}

export function markCachedPageAnswer(response: ServerResponse): void {
  cachedPageAnswers.add(response);
}

/**
 * Answers a current cached storefront page (its HTML with the head filled in) at the HTTP server,
 * before Koa, as the lists and items are answered (list-cache/front.ts, docs/decisions/0002, 0010):
 * a miss, an unknown page, a request from another origin and every other request go on to the next
 * listener, where the storefront middleware builds (and caches) the page. A cached answer carries the
 * headers Koa's middlewares gave the last cached page sent through Koa, and is logged as
 * `strapi::logger` logs, so a hit and a miss look the same from outside.
 */
export function answerCachedPagesFirst(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const [next] = server.listeners('request') as RequestListener[];
  if (!next) return;
  let koaHeaders: OutgoingHttpHeaders | null = null;

  function throughKoa(request: IncomingMessage, response: ServerResponse) {
    response.once('finish', () => {
      if (cachedPageAnswers.has(response)) koaHeaders = sharedHeaders(response.getHeaders());
    });
    next(request, response);
  }

  async function answerFromCache(
    request: IncomingMessage,
    response: ServerResponse,
    indexFile: string,
    path: string,
  ) {
    const started = Date.now();
    // A failed check (the database away, the build gone) goes to Koa, which answers it the usual way.
    const page = await peekShopPage(strapi, indexFile, path).catch(() => null);
    if (!page?.encoded || page.status !== 200 || !koaHeaders) {
      throughKoa(request, response);
      return;
    }
    const answer = encodedAnswer(page.encoded, request.headers, HTML_TYPE);
    response
      .writeHead(answer.status, { ...lowerCaseNames(answer.headers), ...koaHeaders })
      .end(answer.body ?? undefined);
    strapi.log.http(
      `${request.method} ${request.url} (${Math.ceil(Date.now() - started)} ms) ${answer.status}`,
    );
  }

  server.removeListener('request', next);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const indexFile = indexFiles.get(strapi);
    const path = indexFile ? pagePathOf(request) : null;
    if (!indexFile || !path) {
      next(request, response);
      return;
    }
    answerFromCache(request, response, indexFile, path).catch((error) => {
      strapi.log.error(`cached page ${request.url}: ${error}`);
      response.destroy();
    });
  });
}

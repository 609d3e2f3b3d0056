import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** Paths that belong to the API, the Strapi panel, uploads and the health check, never to a page. */
export const RESERVED_PREFIXES = ['/api/', '/admin', '/uploads/', '/_health'];

export function isReservedPath(urlPath: string): boolean {
  return RESERVED_PREFIXES.some(
    (prefix) => urlPath === prefix.replace(/\/$/, '') || urlPath.startsWith(prefix),
  );
}

/**
 * The storefront address (path and query string) a plain request asks the HTML of (a GET of a path
 * without a file extension, from a client that takes HTML, with no Origin), or null for anything else:
 * those go through Koa.
 */
export function pageAddressOf(request: IncomingMessage): string | null {
  if (request.method !== 'GET' || request.headers.origin) return null;
  const url = request.url ?? '';
  if (!url.startsWith('/')) return null;
  const urlPath = url.split('?', 1)[0];
  if (isReservedPath(urlPath) || (urlPath !== '/' && path.extname(urlPath))) return null;
  return new Negotiator(request).mediaType(['text/html']) ? url : null;
}

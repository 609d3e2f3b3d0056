import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';

/**
 * The shop's public origin for absolute links (canonical URLs, share images, the sitemap): PUBLIC_URL
 * when set, else http://HOST:PORT of this server (a wildcard host read as localhost).
 */
export function publicUrlOf(strapi: Core.Strapi): string {
  const configured = String(strapi.config.get('server.url', '') ?? '').trim();
  if (/^https?:\/\//i.test(configured)) return configured.replace(/\/+$/, '');
  const address = strapi.server?.httpServer?.address() as AddressInfo | string | null;
  const port = typeof address === 'object' && address ? address.port : strapi.config.get('server.port');
  const host = String(strapi.config.get('server.host', 'localhost'));
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** An absolute URL of a path or an already absolute URL (images stored on a CDN). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

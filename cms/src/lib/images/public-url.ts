import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import type { StoredImage } from '@shop/contracts';

const ABSOLUTE = /^https?:\/\//i;

/** A listening server's origin, kept: asking the socket its port is a system call, made per image URL otherwise. */
const listeningOrigins = new WeakMap<object, string>();

/**
 * The origin the shop is reached at: PUBLIC_URL when set, else the shop's own http://HOST:PORT (the
 * port it actually listens on). Never the request's Host header, which any client may write.
 */
export function publicOrigin(strapi: Core.Strapi): string {
  const configured = String(strapi.config.get('server.url') ?? '').trim();
  if (ABSOLUTE.test(configured)) return configured.replace(/\/+$/, '');
  const server = strapi.server?.httpServer;
  const known = server && listeningOrigins.get(server);
  if (known) return known;
  const address = server?.address() as AddressInfo | string | null | undefined;
  const listening = address && typeof address === 'object';
  const port = listening ? address.port : strapi.config.get('server.port');
  const host = String(strapi.config.get('server.host') ?? 'localhost');
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const origin = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  if (server && listening) listeningOrigins.set(server, origin);
  return origin;
}

/** An image URL as answered: a stored path (local uploads) gets the public origin; an absolute URL stays. */
export function absoluteImageUrl(strapi: Core.Strapi, url: string): string {
  if (ABSOLUTE.test(url)) return url;
  return `${publicOrigin(strapi)}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The stored images of an item as answered, each with an absolute URL. */
export function publicImages(strapi: Core.Strapi, images: unknown): StoredImage[] {
  if (!Array.isArray(images)) return [];
  return images.map((image: StoredImage) => ({
    ...image,
    url: absoluteImageUrl(strapi, image.url),
    ...(image.variants
      ? { variants: image.variants.map((v) => ({ ...v, url: absoluteImageUrl(strapi, v.url) })) }
      : {}),
  }));
}

/** An order's lines as answered: each line's image and proof are absolute URLs. */
export function itemsWithAbsoluteImages(strapi: Core.Strapi, items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const absolute = { ...item };
    if (typeof item.image === 'string') absolute.image = absoluteImageUrl(strapi, item.image);
    if (typeof item.proofUrl === 'string') absolute.proofUrl = absoluteImageUrl(strapi, item.proofUrl);
    return absolute;
  });
}

import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { encodeText } from '../list-cache/encoded-answer';
import { type CachedBody, cachedBody } from '../page-cache/page-cache';
import { pageCacheOf } from '../page-cache/shop-page-cache';
import { headTags } from './head-tags';
import { fillIndexHtml, templateStamp } from './index-template';
import { publicUrlOf } from './public-url';
import { SETTINGS, shopPageFor, shopPageKey } from './shop-pages';

export function shopSettingsOf(strapi: Core.Strapi): Promise<ShopSettings> {
  return strapi.service(SETTINGS).current();
}

const cacheKey = (path: string) => `page:${shopPageKey(path)}`;

/**
 * The HTML of a storefront route: the built index.html with the page's head filled in, kept until the
 * content it shows changes. A page found is kept encoded too (gzip, brotli), ready for the answer in
 * front of Koa (page-cache/front.ts). Not-found pages are built each time, so unknown paths cannot fill
 * the cache.
 */
export async function renderShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  path: string,
): Promise<CachedBody> {
  const page = shopPageFor(path);
  const stamp = templateStamp(indexFile);
  const key = cacheKey(path);
  const cache = pageCacheOf(strapi);
  const answer = await cache.get(
    key,
    page.sources,
    async () => {
      const settings = await shopSettingsOf(strapi);
      const { status, head } = await page.build({ strapi, settings, origin: publicUrlOf(strapi) });
      const html = fillIndexHtml(indexFile, stamp, headTags(head), settings);
      const body = cachedBody(html, status);
      return status === 200 ? { ...body, encoded: await encodeText(html) } : body;
    },
    stamp,
  );
  if (answer.status !== 200) cache.forget(key);
  return answer;
}

/** A storefront route's HTML while its cached copy is current, without building anything; else null. */
export function peekShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  path: string,
): Promise<CachedBody | null> {
  return pageCacheOf(strapi).peek(cacheKey(path), shopPageFor(path).sources, templateStamp(indexFile));
}

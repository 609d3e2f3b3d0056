import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { type CachedBody, cachedBody } from '../page-cache/page-cache';
import { pageCacheOf } from '../page-cache/shop-page-cache';
import { headTags } from './head-tags';
import { fillIndexHtml, templateStamp } from './index-template';
import { publicUrlOf } from './public-url';
import { SETTINGS, shopPageFor, shopPageKey } from './shop-pages';

export function shopSettingsOf(strapi: Core.Strapi): Promise<ShopSettings> {
  return strapi.service(SETTINGS).current();
}

/**
 * The HTML of a storefront route: the built index.html with the page's head filled in, kept until the
 * content it shows changes. Not-found pages are built each time, so unknown paths cannot fill the cache.
 */
export async function renderShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  path: string,
): Promise<CachedBody> {
  const page = shopPageFor(path);
  const stamp = templateStamp(indexFile);
  const key = `page:${shopPageKey(path)}`;
  const cache = pageCacheOf(strapi);
  const answer = await cache.get(
    key,
    page.sources,
    async () => {
      const settings = await shopSettingsOf(strapi);
      const { status, head } = await page.build({ strapi, settings, origin: publicUrlOf(strapi) });
      return cachedBody(fillIndexHtml(indexFile, stamp, headTags(head), settings), status);
    },
    stamp,
  );
  if (answer.status !== 200) cache.forget(key);
  return answer;
}

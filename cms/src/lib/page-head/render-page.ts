import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { encodeText } from '../list-cache/encoded-answer';
import { type CachedBody, cachedBody } from '../page-cache/page-cache';
import { pageCacheOf } from '../page-cache/shop-page-cache';
import type { EmbeddedBody } from './embedded-answers';
import { headTags } from './head-tags';
import { filesOfIndex, fillIndexHtml, templateStamp } from './index-template';
import { publicUrlOf } from './public-url';
import { routeModuleTags } from './route-modules';
import { shopPageFor, shopPageKey } from './shop-pages';
import { SHOP_SETTING_UID } from '../content-types';

export function shopSettingsOf(strapi: Core.Strapi): Promise<ShopSettings> {
  return strapi.service(SHOP_SETTING_UID).current();
}

const cacheKey = (address: string) => `page:${shopPageKey(address)}`;

/** A page is current while the build, its content types and the answer it embeds are unchanged. */
const pageStamp = (template: string, embedded: EmbeddedBody | null) =>
  embedded ? `${template}#${embedded.body.etag}` : template;

/**
 * The HTML of a storefront address (its path and query string): the built index.html with the page's
 * head filled in, kept until the content it shows changes. A page found is kept encoded too (gzip, brotli), ready for the answer in
 * front of Koa (lib/front). Not-found pages are built each time, so unknown paths cannot fill
 * the cache.
 */
export async function renderShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  address: string,
): Promise<CachedBody> {
  const page = shopPageFor(address);
  const template = templateStamp(indexFile);
  const embedded = page.answer ? await page.answer.get(strapi) : null;
  const key = cacheKey(address);
  const cache = pageCacheOf(strapi);
  const answer = await cache.get(
    key,
    page.sources,
    async () => {
      const settings = await shopSettingsOf(strapi);
      const { status, head } = await page.build({ strapi, settings, origin: publicUrlOf(strapi) });
      const routeTags = routeModuleTags(indexFile, page.routeModule, filesOfIndex(indexFile, template));
      const tags = [headTags(head), ...routeTags].join('\n    ');
      const html = fillIndexHtml(indexFile, template, tags, settings, embedded);
      const body = cachedBody(html, status);
      return status === 200 ? { ...body, encoded: await encodeText(html) } : body;
    },
    pageStamp(template, embedded),
  );
  if (answer.status !== 200) cache.forget(key);
  return answer;
}

/** A storefront address's HTML while its cached copy is current, without building anything; else null. */
export async function peekShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  address: string,
): Promise<CachedBody | null> {
  const page = shopPageFor(address);
  const embedded = page.answer ? await page.answer.peek(strapi) : null;
  if (page.answer && !embedded) return null;
  return pageCacheOf(strapi).peek(
    cacheKey(address),
    page.sources,
    pageStamp(templateStamp(indexFile), embedded),
  );
}

import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { answerNow, type BuiltPage, cachesOf, getAnswer } from '../serving/cached-answers';
import { encodeText, HTML_TYPE } from '../serving/encoded-body';
import type { EmbeddedBody } from './embedded-answers';
import { headTags } from './head-tags';
import { filesOfIndex, fillIndexHtml, templateStamp } from './index-template';
import { publicUrlOf } from './public-url';
import { routeModuleTags, URDU_STARTUP_SOURCES } from './route-modules';
import { addressInEnglish, localisedPageFor, localisedPageKey } from './localised-page';
import { SHOP_SETTING_UID } from '../content-types';

export function shopSettingsOf(strapi: Core.Strapi): Promise<ShopSettings> {
  return strapi.service(SHOP_SETTING_UID).current();
}

const cacheKey = (address: string) => `page:${localisedPageKey(address)}`;

/** A page is current while the build, its content types and the answers it embeds are unchanged. */
const pageStamp = (template: string, embedded: readonly EmbeddedBody[]) =>
  [template, ...embedded.map((answer) => answer.body.etag)].join('#');

/**
 * The HTML of a storefront address (its path and query string): the built index.html with the page's
 * head filled in, encoded and kept until the content it shows changes, for Koa's route and the front
 * (lib/serving) alike. Not-found pages are not kept, so unknown paths cannot fill the cache.
 */
export async function renderShopPage(
  strapi: Core.Strapi,
  indexFile: string,
  address: string,
): Promise<BuiltPage> {
  const page = localisedPageFor(address);
  const template = templateStamp(indexFile);
  const embedded = (await Promise.all(page.answers.map((answer) => answer.get(strapi)))).filter(
    (answer) => answer !== null,
  );
  const key = cacheKey(address);
  const pages = cachesOf(strapi).pages;
  const answer = await getAnswer(strapi, {
    cache: pages,
    key,
    uids: page.sources,
    stamp: pageStamp(template, embedded),
    build: async () => {
      const settings = await shopSettingsOf(strapi);
      const { status, head } = await page.build({ strapi, settings, origin: publicUrlOf(strapi) });
      const startup = addressInEnglish(address).locale === 'ur' ? URDU_STARTUP_SOURCES : [];
      const routeTags = routeModuleTags(
        indexFile,
        { route: page.routeModule, startup },
        filesOfIndex(indexFile, template),
      );
      const tags = [headTags(head), ...routeTags].join('\n    ');
      return {
        status,
        body: await encodeText(
          fillIndexHtml(indexFile, template, tags, settings, embedded, head.locale),
          HTML_TYPE,
        ),
      };
    },
  });
  if (answer.status !== 200) pages.forget(key);
  return answer;
}

/**
 * A storefront address's HTML at once while its cached copy is current (its versions read less than
 * VERSION_CHECK_MS ago), without building or reading anything; else undefined.
 */
export function shopPageNow(strapi: Core.Strapi, indexFile: string, address: string): BuiltPage | undefined {
  const page = localisedPageFor(address);
  const embedded: EmbeddedBody[] = [];
  for (const answer of page.answers) {
    const current = answer.now(strapi);
    if (current === undefined) return undefined;
    if (current) embedded.push(current);
  }
  return answerNow(strapi, {
    cache: cachesOf(strapi).pages,
    key: cacheKey(address),
    uids: page.sources,
    stamp: pageStamp(templateStamp(indexFile), embedded),
  });
}

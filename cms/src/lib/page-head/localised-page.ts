import {
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  SHOP_LOCALES,
  SHOP_PATHS,
  type ShopLocale,
} from '@shop/contracts';
import type { PageHead } from './page-head';
import { absoluteUrl } from './public-url';
import { NOT_FOUND_PAGE, type ShopPage, shopPageFor, shopPageKey } from './shop-pages';
import { urduHead } from './urdu-head';

/** The staff pages: English only, at one address each; under `/ur` they are not found. */
const STAFF_PAGES = new Set<string>([SHOP_PATHS.login, ...Object.values(SHOP_PATHS.admin)]);

/** A storefront address split into its language and the English address of the same page. */
export function addressInEnglish(address: string): { locale: ShopLocale; englishAddress: string } {
  const queryStart = address.indexOf('?');
  const path = queryStart < 0 ? address : address.slice(0, queryStart);
  const query = queryStart < 0 ? '' : address.slice(queryStart);
  const locale = localeOfPath(path);
  return { locale, englishAddress: `${pathWithoutLocale(path)}${query}` };
}

/** The cache key of an address: its page's, per language. */
export function localisedPageKey(address: string): string {
  const { locale, englishAddress } = addressInEnglish(address);
  return `${locale}:${shopPageKey(englishAddress)}`;
}

/**
 * The page's other languages, for the head: every language's address (`hreflang`) and English as the
 * default; a page kept out of search results (private, not found) links none.
 */
function withAlternates(head: PageHead, englishPath: string, origin: string, locale: ShopLocale): PageHead {
  if (head.noIndex) return { ...head, locale };
  const alternates: { hrefLang: string; url: string }[] = SHOP_LOCALES.map((language) => ({
    hrefLang: language,
    url: absoluteUrl(origin, pathInLocale(englishPath, language)),
  }));
  alternates.push({ hrefLang: 'x-default', url: absoluteUrl(origin, englishPath) });
  const canonicalUrl = absoluteUrl(origin, pathInLocale(new URL(head.canonicalUrl).pathname, locale));
  return { ...head, locale, alternates, canonicalUrl };
}

function pathOfAddress(address: string): string {
  const path = address.split('?', 1)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The page at a storefront address in either language: an Urdu address heads its page in Urdu. */
export function localisedPageFor(address: string): ShopPage {
  const { locale, englishAddress } = addressInEnglish(address);
  const englishPath = pathOfAddress(englishAddress);
  const page = locale === 'ur' && STAFF_PAGES.has(englishPath) ? NOT_FOUND_PAGE : shopPageFor(englishAddress);
  return {
    ...page,
    async build(context) {
      const built = await page.build(context);
      const { inUrdu: _urduWords, ...head } =
        locale === 'ur' ? urduHead(englishPath, built.head, built.status, context.settings) : built.head;
      return { ...built, head: withAlternates(head, englishPath, context.origin, locale) };
    },
  };
}

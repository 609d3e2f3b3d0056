/** The shop's languages: English at today's addresses, Urdu (right to left) under `/ur`. */
export const SHOP_LOCALES = ['en', 'ur'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

export const DEFAULT_LOCALE: ShopLocale = 'en';

/** The path prefix of the Urdu pages. */
export const URDU_PREFIX = '/ur';

export const RIGHT_TO_LEFT_LOCALES: readonly ShopLocale[] = ['ur'];

/** The language of a page, by its path: `/ur` and `/ur/...` are Urdu, every other path English. */
export function localeOfPath(pathname: string): ShopLocale {
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? 'ur' : 'en';
}

/** The page's path in English terms: `/ur/products` → `/products`, `/ur` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(URDU_PREFIX.length) || '/';
}

/** An English path in `locale`: `/products` → `/ur/products`, `/` → `/ur`. */
export function pathInLocale(englishPath: string, locale: ShopLocale): string {
  if (locale === 'en') return englishPath;
  return englishPath === '/' ? URDU_PREFIX : `${URDU_PREFIX}${englishPath}`;
}

/** The router's base path for a language: the Urdu pages route as the English ones under `/ur`. */
export function basenameOf(locale: ShopLocale): string {
  return locale === 'en' ? '/' : URDU_PREFIX;
}

/**
 * The characters the Urdu pages' own font file holds (storefront/src/lib/i18n/fonts/, written by
 * `npm run subset-urdu-font -w scripts`), as CSS `unicode-range` values: the Arabic block Urdu is written
 * in, the joiners and direction marks, and the dotted circle a lone mark is drawn on. A character
 * outside them falls back to the next font of the page's stack; the catalogues' test keeps every Urdu
 * text inside them.
 */
export const URDU_FONT_RANGES = ['U+0600-06FF', 'U+200C-200F', 'U+25CC'] as const;

import { localeOfPath, pathInLocale, pathWithoutLocale, type ShopLocale } from '@shop/contracts';
import { activateLocale, loadLocale, shopI18n } from './shop-i18n';

/** The language a shopper chose with the header's switch (or by dismissing the offer of Urdu). */
export const LOCALE_CHOICE_KEY = 'shopLocale';

export function rememberedLocale(): ShopLocale | null {
  const choice = localStorage.getItem(LOCALE_CHOICE_KEY);
  return choice === 'en' || choice === 'ur' ? choice : null;
}

export function rememberLocale(locale: ShopLocale): void {
  localStorage.setItem(LOCALE_CHOICE_KEY, locale);
}

/** The address of the page shown now, in `locale`, with its query and fragment. */
export function currentPageIn(locale: ShopLocale): string {
  const { pathname, search, hash } = window.location;
  return `${pathInLocale(pathWithoutLocale(pathname), locale)}${search}${hash}`;
}

/**
 * The language of the first render: the page's own, unless the shopper chose the other one before, in
 * which case the same page opens in the chosen language (its address changes in place, no reload).
 */
export function startupLocale(): ShopLocale {
  const chosen = rememberedLocale();
  if (chosen && chosen !== localeOfPath(window.location.pathname)) {
    window.history.replaceState(window.history.state, '', currentPageIn(chosen));
  }
  return localeOfPath(window.location.pathname);
}

/** The header's switch: the same page in the other language, remembered for the next visits. */
export async function switchLocale(locale: ShopLocale): Promise<void> {
  await loadLocale(locale);
  rememberLocale(locale);
  // The address changes first, the texts at once after: the router (keyed by language) mounts again on it.
  window.history.pushState(null, '', currentPageIn(locale));
  shopI18n.activate(locale);
}

/** After Back or Forward across languages, the texts follow the address. */
export function followLocaleOfAddress(): void {
  void activateLocale(localeOfPath(window.location.pathname));
}

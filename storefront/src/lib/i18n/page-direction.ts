import { RIGHT_TO_LEFT_LOCALES, type ShopLocale } from '@shop/contracts';

/** The document's language and direction, which the server set for the first page, after a switch. */
export function setPageLanguage(locale: ShopLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

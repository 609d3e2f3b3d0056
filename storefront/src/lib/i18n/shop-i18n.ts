import { i18n } from '@lingui/core';
import type { ShopLocale } from '@shop/contracts';
import { messages as englishMessages } from '@/locales/en.json?lingui';

// English is every first visit's language: its catalogue ships in the entry; Urdu loads on Urdu pages.
i18n.loadAndActivate({ locale: 'en', messages: englishMessages });
const loaded = new Set<ShopLocale>(['en']);

/** Downloads a language's catalogue and typeface, once; the shop's texts stay in the current language. */
export async function loadLocale(locale: ShopLocale): Promise<void> {
  if (loaded.has(locale)) return;
  if (locale === 'ur') {
    const [shell, pages] = await Promise.all([
      import('@/locales/ur.json?lingui'),
      import('@/locales/pages/ur.json?lingui'),
      import('./urdu-typeface.css'),
    ]);
    i18n.load('ur', { ...shell.messages, ...pages.messages });
  }
  loaded.add(locale);
}

/** Loads a language (once) and makes it the one the shop's texts are in. */
export async function activateLocale(locale: ShopLocale): Promise<void> {
  await loadLocale(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
}

export { i18n as shopI18n };

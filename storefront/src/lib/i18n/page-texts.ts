import { RIGHT_TO_LEFT_LOCALES } from '@shop/contracts';
import { messages as englishPageMessages } from '@/locales/pages/en.json?lingui';
import { shopI18n } from './shop-i18n';
import { type MessageKey, useText } from './use-text';

// The lazily loaded pages' English texts come with the first of those pages, not in the entry; every
// module that reads one imports this file, so the texts are there before it renders. (Urdu loads whole
// with the Urdu pages: lib/i18n/shop-i18n.ts.)
shopI18n.load('en', englishPageMessages);

/** A key of the pages' English catalogue (src/locales/pages/en.json). */
export type PageMessageKey = keyof typeof import('@/locales/pages/en.json');

export type PageTextOf = (id: MessageKey | PageMessageKey, values?: Record<string, unknown>) => string;

/** The texts of the shell and of the lazily loaded pages, in the current language. */
export function usePageText(): PageTextOf {
  return useText() as PageTextOf;
}

/**
 * A text in the current language outside a component (a toast, a label worked out in a rule). A change
 * of language mounts the pages again (decision 0058), so what they render from it follows the language.
 */
export const pageText: PageTextOf = (id, values) => shopI18n._(id, values);

/**
 * A value set inside a translated sentence (a price, a phone or order number): isolated in right-to-left
 * text, as `<bdi>` isolates it in markup, so `Rs. 1,500` keeps its order; as it is in English.
 */
export function isolated(value: string): string {
  return RIGHT_TO_LEFT_LOCALES.some((locale) => locale === shopI18n.locale) ? `\u2068${value}\u2069` : value;
}

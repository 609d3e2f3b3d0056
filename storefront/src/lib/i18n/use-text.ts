import { type ShopLocale, SHOP_LOCALES } from '@shop/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { shopI18n } from './shop-i18n';

const onLocaleChange = (listener: () => void) => shopI18n.on('change', listener);
const activeLocale = (): ShopLocale => SHOP_LOCALES.find((locale) => locale === shopI18n.locale) ?? 'en';

/** The language the shop's texts are in now; components using it render again when it changes. */
export function useShopLocale(): ShopLocale {
  return useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
}

/** A key of the English catalogue: a typo or a missing English text fails the typecheck. */
export type MessageKey = keyof typeof import('@/locales/en.json');

export type TextOf = (id: MessageKey, values?: Record<string, unknown>) => string;

/** The shop's texts in the current language, by key of src/locales/en.json. */
export function useText(): TextOf {
  const locale = useShopLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function for each language renders its users again
  return useCallback<TextOf>((id, values) => shopI18n._(id, values), [locale]);
}

/**
 * A shell text in the current language outside a component (a label worked out in a rule). A change of
 * language mounts the pages again (decision 0058), so what they render from it follows the language.
 */
export const shopText: TextOf = (id, values) => shopI18n._(id, values);

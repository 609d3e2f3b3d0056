import type { ShopLocale } from '@shop/contracts';
import { useMemo } from 'react';
import { useShopLocale } from './use-text';

interface Named {
  name: string;
  /** The Urdu name staff gave, if any. */
  nameUr?: string;
}

interface Described {
  description: string;
  descriptionUr?: string;
}

/** A product's or template's name on a page of `locale`: the Urdu one on an Urdu page when there is one. */
export function nameIn(locale: ShopLocale, item: Named): string {
  return locale === 'ur' && item.nameUr ? item.nameUr : item.name;
}

export function descriptionIn(locale: ShopLocale, item: Described): string {
  return locale === 'ur' && item.descriptionUr ? item.descriptionUr : item.description;
}

/** Names and descriptions of the catalogue in the page's language (staff's Urdu, else the English). */
export function useCatalogueTexts() {
  const locale = useShopLocale();
  return useMemo(
    () => ({
      nameOf: (item: Named) => nameIn(locale, item),
      descriptionOf: (item: Described) => descriptionIn(locale, item),
    }),
    [locale],
  );
}

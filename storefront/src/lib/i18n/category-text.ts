import { categoryLabel, type ProductType } from '@shop/contracts';
import { useCallback } from 'react';
import { type MessageKey, useText } from './use-text';

const PRODUCT_TYPE_KEYS: Record<ProductType, MessageKey> = {
  Posters: 'productType.posters',
  'Posters With Frames': 'productType.postersWithFrames',
  Polaroids: 'productType.polaroids',
  Frames: 'productType.frames',
  Stickers: 'productType.stickers',
  'Nikkah-Nama': 'productType.nikkahNama',
};

const isProductType = (value: string): value is ProductType => Object.hasOwn(PRODUCT_TYPE_KEYS, value);

/**
 * How a card or a filter names a category: a product type in the current language; a sub-category (a
 * theme such as ANIME or CRICKET, the staff's data) as the shop writes it in English.
 */
export function useCategoryText(): (value: string) => string {
  const text = useText();
  return useCallback(
    (value: string) => (isProductType(value) ? text(PRODUCT_TYPE_KEYS[value]) : categoryLabel(value)),
    [text],
  );
}

import { isImageValue, shopPhotoLink } from '@shop/contracts';
import type { ShopIdentity } from '../shop-identity';

/** A shopper's photo, only when the shop stored it (any other address prints as text); else null. */
export function photoOf(shop: ShopIdentity, value: unknown): string | null {
  if (!isImageValue(value)) return null;
  return shopPhotoLink(value, {
    base: shop.origin,
    shopOrigins: [shop.origin],
    cloudinaryPrefix: shop.cloudinaryPrefix,
  });
}

/** A custom value as text: a structure as its JSON, as the staff order details show it. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

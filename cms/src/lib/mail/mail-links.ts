import type { ShopIdentity } from '../shop-identity';
import { pathInLocale, SHOP_PATHS, type ShopLocale, shopPhotoLink } from '@shop/contracts';

/** Who the e-mails come from: the shop's details from Shop settings and the address its links start with. */
export type MailShop = Pick<
  ShopIdentity,
  'name' | 'phone' | 'whatsapp' | 'origin' | 'logoUrl' | 'cloudinaryPrefix'
>;

/** The shopper's private tracking page, in the language the order was placed in. */
export function trackingLink(
  shop: Pick<MailShop, 'origin'>,
  token: string,
  language: ShopLocale = 'en',
): string {
  return `${shop.origin}${pathInLocale(SHOP_PATHS.trackOrderByToken(token), language)}`;
}

/** A shopper's photo as a link, only when the shop itself stored it (see shopPhotoLink); else null, for text. */
export function shopperPhotoLink(
  shop: Pick<MailShop, 'origin' | 'cloudinaryPrefix'>,
  value: string,
): string | null {
  return shopPhotoLink(value, {
    base: shop.origin,
    shopOrigins: [shop.origin],
    cloudinaryPrefix: shop.cloudinaryPrefix,
  });
}

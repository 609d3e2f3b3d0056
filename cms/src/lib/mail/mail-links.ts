import type { ShopIdentity } from '../shop-identity';
import { SHOP_PATHS, shopPhotoLink } from '@shop/contracts';

/** Who the e-mails come from: the shop's details from Shop settings and the address its links start with. */
export type MailShop = Pick<
  ShopIdentity,
  'name' | 'phone' | 'whatsapp' | 'origin' | 'logoUrl' | 'cloudinaryPrefix'
>;

/** The shopper's private tracking page. */
export function trackingLink(shop: Pick<MailShop, 'origin'>, token: string): string {
  return `${shop.origin}${SHOP_PATHS.trackOrderByToken(token)}`;
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

import { SHOP_PATHS } from '@shop/contracts';

/** Who the e-mails come from: the shop's details from Shop settings and the address its links start with. */
export interface MailShop {
  name: string;
  phone: string;
  whatsapp: string;
  /** An absolute address: mail clients open no relative link. */
  origin: string;
  logoUrl: string;
  /** The configured Cloudinary account's delivery prefix, whose photos are the shop's own; '' without. */
  cloudinaryPrefix: string;
}

/** The shopper's private tracking page. */
export function trackingLink(shop: Pick<MailShop, 'origin'>, token: string): string {
  return `${shop.origin}${SHOP_PATHS.trackOrderByToken(token)}`;
}

/**
 * A shopper's photo as a link, only when it is one of the shop's own uploads (a stored `/uploads/` path
 * or the configured Cloudinary account); anything else a shopper wrote stays text.
 */
export function shopperPhotoLink(
  shop: Pick<MailShop, 'origin' | 'cloudinaryPrefix'>,
  value: string,
): string | null {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text, shop.origin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (text.startsWith('/uploads/') && url.origin === shop.origin && url.pathname.startsWith('/uploads/'))
    return url.href;
  if (shop.cloudinaryPrefix && url.protocol === 'https:' && url.href.startsWith(shop.cloudinaryPrefix))
    return url.href;
  return null;
}

/** Where the shop's own stored photos are: `/uploads/…` on its origins, and its Cloudinary account. */
export interface ShopPhotoPlaces {
  /** The address a stored `/uploads/…` path is read against. */
  base: string;
  /** The origins whose `/uploads/` files are the shop's (the storefront's and the API's). */
  shopOrigins: readonly string[];
  /** The shop's Cloudinary delivery prefix, ending in `/` (`https://res.cloudinary.com/<cloud>/`); '' for none. */
  cloudinaryPrefix: string;
}

/** What may be a stored photo's address at all: a web address or a stored path, never `//host`, `data:`… */
const PHOTO_ADDRESS = /^(https?:\/\/|\/uploads\/)/i;

/**
 * A value (a shopper's custom field) as a link, only when it is a photo the shop itself stored: an
 * `/uploads/…` path, relative or absolute on one of the shop's origins, or an https address of its
 * Cloudinary account. Anything else (other sites, `javascript:`, `..` tricks, credentials) is null,
 * which the mail and the staff's order view show as text.
 */
export function shopPhotoLink(value: unknown, places: ShopPhotoPlaces): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PHOTO_ADDRESS.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, places.base);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const { cloudinaryPrefix } = places;
  if (cloudinaryPrefix.endsWith('/') && url.protocol === 'https:' && url.href.startsWith(cloudinaryPrefix))
    return url.href;
  if (places.shopOrigins.includes(url.origin) && url.pathname.startsWith('/uploads/')) return url.href;
  return null;
}

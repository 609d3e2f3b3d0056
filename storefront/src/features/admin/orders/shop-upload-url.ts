import { env } from '@/config/env';

/** Where the shop's own uploads may live: its origins (storefront and API) and its Cloudinary account. */
export interface UploadPlaces {
  base: string;
  shopOrigins: readonly string[];
  /** `https://res.cloudinary.com/<cloud name>/`, or the bare host when no cloud name is configured. */
  cloudinaryPrefix: string;
}

export function uploadPlacesOf(pageOrigin: string, apiUrl: string, cloudName: string): UploadPlaces {
  const apiOrigin = new URL(apiUrl, pageOrigin).origin;
  return {
    base: pageOrigin,
    shopOrigins: [...new Set([pageOrigin, apiOrigin])],
    cloudinaryPrefix: `https://res.cloudinary.com/${cloudName ? `${encodeURIComponent(cloudName)}/` : ''}`,
  };
}

function currentPlaces(): UploadPlaces {
  return uploadPlacesOf(window.location.origin, env.apiUrl, env.cloudName);
}

/**
 * A customer-supplied value as a link, only when it points at this shop's uploads (`/uploads/…` on the
 * shop's or the API's origin) or at the configured Cloudinary account; null for anything else
 * (`javascript:`, other sites, tricks with `..` or credentials), which the staff view shows as text.
 */
export function shopUploadUrl(value: unknown, places: UploadPlaces = currentPlaces()): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^(https?:\/\/|\/uploads\/)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, places.base);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.href.startsWith(places.cloudinaryPrefix) && url.protocol === 'https:') return url.href;
  if (places.shopOrigins.includes(url.origin) && url.pathname.startsWith('/uploads/')) return url.href;
  return null;
}

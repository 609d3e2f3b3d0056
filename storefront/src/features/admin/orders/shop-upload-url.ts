import { type ShopPhotoPlaces, shopPhotoLink } from '@shop/contracts';
import { env } from '@/config/env';

/**
 * Where the shop's own uploads may live: the page's and the API's origins, and its Cloudinary account
 * (`https://res.cloudinary.com/<cloud name>/`, or the bare host when no cloud name is configured).
 */
export type UploadPlaces = ShopPhotoPlaces;

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

/** A customer-supplied value as a link when it is a photo the shop stored (shopPhotoLink); null shows as text. */
export function shopUploadUrl(value: unknown, places: UploadPlaces = currentPlaces()): string | null {
  return shopPhotoLink(value, places);
}

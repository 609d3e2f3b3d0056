import {
  cloudinarySharePicture,
  imageAtWidth,
  SHARE_IMAGE_WIDTH,
  type SharePicture,
  type StoredImage,
} from '@shop/contracts';
import { localSharePicture } from '../images/share-copy';
import { absoluteUrl } from './public-url';

/**
 * A product's or template's share preview (og:image) from its first picture: a 1200 × 630 JPEG of the
 * whole picture, by transformation on Cloudinary, as the share copy on local storage; a picture stored
 * anywhere else is shared as it is, about 1200 wide, without a stated size.
 */
export function itemSharePicture(origin: string, image: StoredImage): SharePicture {
  const preview = cloudinarySharePicture(image.url) ?? localSharePicture(image.url);
  if (preview) return { ...preview, url: absoluteUrl(origin, preview.url) };
  return { url: absoluteUrl(origin, imageAtWidth(image, SHARE_IMAGE_WIDTH)) };
}

import { HERO_BANNER_HEIGHT, HERO_BANNER_WIDTH } from '@shop/contracts';
import sharp from 'sharp';
import { ValidationError } from '../errors';
import { type CheckedImage, checkImage, onImageWorker, PROCESSING_SECONDS } from './image-bytes';

/**
 * A banner picture at the carousel's full size (16:7, cropped around its centre), as WebP: the upload
 * plugin then makes its smaller copies for srcset, as it does for product pictures. Checked first as
 * every upload is (type from the bytes, size, pixels; metadata dropped).
 */
export async function bannerPicture(bytes: Buffer): Promise<CheckedImage> {
  const checked = await checkImage(bytes);
  return onImageWorker(async () => {
    try {
      const resized = await sharp(checked.bytes)
        .resize(HERO_BANNER_WIDTH, HERO_BANNER_HEIGHT, { fit: 'cover', position: 'centre' })
        .timeout({ seconds: PROCESSING_SECONDS })
        .webp({ quality: 85 })
        .toBuffer();
      return { bytes: resized, mime: 'image/webp', ext: '.webp' };
    } catch {
      throw new ValidationError('The picture could not be resized for the carousel');
    }
  });
}

import { MAX_SHOPPER_PHOTO_PIXELS, PRINT_READY_LONG_SIDE } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { checkImage } from '../../../lib/images/image-bytes';
import { storeImage } from '../../../lib/images/image-store';
import { shopperPhotoFolder } from '../../../lib/images/shopper-photos';
import { absoluteImageUrl } from '../../../lib/images/public-url';
import { consumeRateLimit } from '../../../lib/rate-limits';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks a shopper's photo (its pixels counted against the client's allowance), stores it upright and
   * at most print-ready (the largest print at 300 DPI) in the shopper photos' folder; answers as the
   * hosted image service does.
   */
  async upload(bytes: Buffer, client: string) {
    const image = await checkImage(bytes, {
      maxPixels: MAX_SHOPPER_PHOTO_PIXELS,
      maxLongSide: PRINT_READY_LONG_SIDE,
      chargePixels: (pixels) => consumeRateLimit('customImagePixels', client, pixels),
    });
    const stored = await storeImage(strapi, image, 'custom-image', await shopperPhotoFolder(strapi));
    return {
      secure_url: absoluteImageUrl(strapi, stored.url),
      public_id: stored.public_id,
      // The stored photo's pixels as shown: the page judges its print resolution from them.
      width: image.width,
      height: image.height,
    };
  },
});

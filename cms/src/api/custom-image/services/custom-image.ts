import { MAX_SHOPPER_PHOTO_PIXELS } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { checkImage } from '../../../lib/images/image-bytes';
import { storeImage } from '../../../lib/images/image-store';
import { shopperPhotoFolder } from '../../../lib/images/shopper-photos';
import { absoluteImageUrl } from '../../../lib/images/public-url';
import { consumeRateLimit } from '../../../lib/rate-limits';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks a shopper's photo (at most what the largest print needs; its pixels counted against the
   * client's allowance) and stores it in the shopper photos' folder; answers as the hosted image service does.
   */
  async upload(bytes: Buffer, client: string) {
    const image = await checkImage(bytes, {
      maxPixels: MAX_SHOPPER_PHOTO_PIXELS,
      chargePixels: (pixels) => consumeRateLimit('customImagePixels', client, pixels),
    });
    const stored = await storeImage(strapi, image, 'custom-image', await shopperPhotoFolder(strapi));
    return {
      secure_url: absoluteImageUrl(strapi, stored.url),
      public_id: stored.public_id,
      // The photo's pixels as shown: the page judges its print resolution from them.
      width: image.width,
      height: image.height,
    };
  },
});

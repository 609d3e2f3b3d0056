import type { Core } from '@strapi/strapi';
import { checkImage } from '../../../lib/images/image-bytes';
import { storeImage } from '../../../lib/images/image-store';
import { shopperPhotoFolder } from '../../../lib/images/shopper-photos';
import { absoluteImageUrl } from '../../../lib/images/public-url';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Checks a shopper's photo and stores it in the shopper photos' folder; answers as the hosted image service does. */
  async upload(bytes: Buffer) {
    const image = await checkImage(bytes);
    const stored = await storeImage(strapi, image, 'custom-image', await shopperPhotoFolder(strapi));
    return { secure_url: absoluteImageUrl(strapi, stored.url), public_id: stored.public_id };
  },
});

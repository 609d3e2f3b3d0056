import type { Context } from 'koa';
import { SHOP_MESSAGES } from '@shop/contracts';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../lib/errors';
import { checkImage } from '../../../lib/images/image-bytes';
import { storeImage } from '../../../lib/images/image-store';
import { shopperPhotoFolder } from '../../../lib/images/shopper-photos';
import { absoluteImageUrl } from '../../../lib/images/public-url';

function uploadedFile(ctx: Context) {
  const file = ctx.request.files?.file;
  return Array.isArray(file) ? file[0] : file;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A shopper's photo for an image custom field; answers like the hosted upload service does. */
  async upload(ctx: Context) {
    const file = uploadedFile(ctx);
    if (!file?.filepath) throw new ValidationError(SHOP_MESSAGES.invalidFile);
    const image = await checkImage(await fs.readFile(file.filepath));
    const stored = await storeImage(strapi, image, 'custom-image', await shopperPhotoFolder(strapi));
    // 200, as the hosted image service answers: the spec's client takes anything else for a failure.
    ctx.status = 200;
    ctx.body = { secure_url: absoluteImageUrl(strapi, stored.url), public_id: stored.public_id };
  },
});

import type { Context } from 'koa';
import { SHOP_MESSAGES } from '@shop/contracts';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { clientKey } from '../../../lib/client-address';
import { ValidationError } from '../../../lib/errors';

function uploadedFile(ctx: Context) {
  const file = ctx.request.files?.file;
  return Array.isArray(file) ? file[0] : file;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A shopper's photo for an image custom field; answers like the hosted upload service does. */
  async upload(ctx: Context) {
    const file = uploadedFile(ctx);
    if (!file?.filepath) throw new ValidationError(SHOP_MESSAGES.invalidFile);
    const body = await strapi
      .service('api::custom-image.custom-image')
      .upload(await fs.readFile(file.filepath), clientKey(ctx.request.ip));
    // 200, as the hosted image service answers: the spec's client takes anything else for a failure.
    ctx.status = 200;
    ctx.body = body;
  },
});

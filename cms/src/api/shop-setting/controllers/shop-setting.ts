import type { Context } from 'koa';
import { type Core, factories } from '@strapi/strapi';
import { shopSettingsInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { cachesOf, getAnswer } from '../../../lib/serving/cached-answers';
import { encode } from '../../../lib/serving/encoded-body';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { SHOP_SETTING_UID } from '../../../lib/content-types';

const service = (strapi: Core.Strapi) => strapi.service(SHOP_SETTING_UID);

export default factories.createCoreController(SHOP_SETTING_UID, ({ strapi }) => ({
  async settings(ctx: Context) {
    const settings = await getAnswer(strapi, {
      cache: cachesOf(strapi).pages,
      key: 'shop-settings',
      uids: [SHOP_SETTING_UID],
      build: async () => ({ status: 200, body: await encode(await service(strapi).current()) }),
    });
    sendEncoded(ctx, settings.body);
  },

  async updateSettings(ctx: Context) {
    const input = parseInput(shopSettingsInputSchema, ctx.request.body);
    ctx.body = await service(strapi).save(input);
  },
}));

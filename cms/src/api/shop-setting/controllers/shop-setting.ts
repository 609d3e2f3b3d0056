import type { Context } from 'koa';
import { type Core, factories } from '@strapi/strapi';
import { shopSettingsInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { cachedBody } from '../../../lib/page-cache/page-cache';
import { sendCachedJson } from '../../../lib/page-cache/send-cached';
import { pageCacheOf } from '../../../lib/page-cache/shop-page-cache';
import { SHOP_SETTING_UID } from '../../../lib/content-types';

const service = (strapi: Core.Strapi) => strapi.service(SHOP_SETTING_UID);

export default factories.createCoreController(SHOP_SETTING_UID, ({ strapi }) => ({
  async settings(ctx: Context) {
    const body = await pageCacheOf(strapi).get('shop-settings', [SHOP_SETTING_UID], async () =>
      cachedBody(JSON.stringify(await service(strapi).current())),
    );
    sendCachedJson(ctx, body);
  },

  async updateSettings(ctx: Context) {
    const input = parseInput(shopSettingsInputSchema, ctx.request.body);
    ctx.body = await service(strapi).save(input);
  },
}));

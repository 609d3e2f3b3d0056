import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { bannerChangesSchema, bannerInputSchema, bannerOrderSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { BANNER_UID } from '../../../lib/content-types';

export default factories.createCoreController(BANNER_UID, ({ strapi }) => ({
  async visibleBanners(ctx: Context) {
    ctx.body = await strapi.service(BANNER_UID).visibleBanners();
  },

  async allBanners(ctx: Context) {
    ctx.body = await strapi.service(BANNER_UID).allBanners();
  },

  async createBanner(ctx: Context) {
    const input = parseInput(bannerInputSchema, ctx.request.body);
    ctx.body = await strapi.service(BANNER_UID).createBanner(input);
    ctx.status = 201;
  },

  async updateBanner(ctx: Context) {
    const changes = parseInput(bannerChangesSchema, ctx.request.body);
    ctx.body = await strapi.service(BANNER_UID).updateBanner(ctx.params.id, changes);
  },

  async deleteBanner(ctx: Context) {
    ctx.body = await strapi.service(BANNER_UID).deleteBanner(ctx.params.id);
  },

  async reorderBanners(ctx: Context) {
    const { ids } = parseInput(bannerOrderSchema, ctx.request.body);
    ctx.body = await strapi.service(BANNER_UID).reorderBanners(ids);
  },
}));

import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { discountCheckInputSchema, discountCodeChangeSchema, discountCodeInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { DISCOUNT_CODE_UID } from '../../../lib/content-types';

export default factories.createCoreController(DISCOUNT_CODE_UID, ({ strapi }) => ({
  async discountCodes(ctx: Context) {
    ctx.body = await strapi.service(DISCOUNT_CODE_UID).discountCodes();
  },

  async createDiscountCode(ctx: Context) {
    const input = parseInput(discountCodeInputSchema, ctx.request.body);
    ctx.body = await strapi.service(DISCOUNT_CODE_UID).createDiscountCode(input);
    ctx.status = 201;
  },

  async updateDiscountCode(ctx: Context) {
    const change = parseInput(discountCodeChangeSchema, ctx.request.body);
    ctx.body = await strapi.service(DISCOUNT_CODE_UID).updateDiscountCode(ctx.params.id, change);
  },

  async deleteDiscountCode(ctx: Context) {
    ctx.body = await strapi.service(DISCOUNT_CODE_UID).deleteDiscountCode(ctx.params.id);
  },

  async checkDiscountCode(ctx: Context) {
    const request = parseInput(discountCheckInputSchema, ctx.request.body);
    ctx.body = await strapi.service(DISCOUNT_CODE_UID).checkDiscountCode(request);
  },
}));

import type { Context } from 'koa';
import { loginInputSchema } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { parseInput } from '../../../lib/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    const { email, password } = parseInput(loginInputSchema, ctx.request.body);
    ctx.body = await strapi.service('api::staff.staff').login(email, password, ctx.request.ip);
  },

  async dashboardSummary(ctx: Context) {
    ctx.body = await strapi.service('api::staff.staff').dashboardSummary();
  },
});

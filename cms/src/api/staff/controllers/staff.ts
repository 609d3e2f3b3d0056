import type { Context } from 'koa';
import { loginInputSchema } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { answerWithTopLevelMessage, parseInput } from '../../../lib/errors';
import { sendEncoded } from '../../../lib/list-cache/encoded-answer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    try {
      const { email, password } = parseInput(loginInputSchema, ctx.request.body);
      ctx.body = await strapi.service('api::staff.staff').login(email, password, ctx.request.ip);
    } catch (error) {
      // The spec's client shows `message` at the top level of a refused login's body.
      answerWithTopLevelMessage(ctx, error);
    }
  },

  async dashboardSummary(ctx: Context) {
    sendEncoded(ctx, await strapi.service('api::staff.staff').encodedDashboardSummary());
    // Staff data: revalidated by the ETag, never kept by a shared cache.
    ctx.set('Cache-Control', 'private, no-cache');
  },
});

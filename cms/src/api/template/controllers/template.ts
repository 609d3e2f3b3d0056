import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { reviewInputSchema } from '@shop/contracts';
import { TEMPLATE_KIND } from '../../../lib/catalogue/catalogue-kind';
import { catalogueService } from '../../../lib/catalogue/catalogue-service';
import { templateWrite } from '../../../lib/catalogue/catalogue-writes';
import { parseInput } from '../../../lib/errors';
import { serveList } from '../../../lib/list-cache';

export default factories.createCoreController('api::template.template', ({ strapi }) => {
  const templates = () => catalogueService(strapi, TEMPLATE_KIND);

  return {
    /** Full templates: the home list (limit 8) and the staff template list. */
    async adminTemplates(ctx: Context) {
      await serveList(ctx, strapi, 'fullTemplates');
    },
    async templates(ctx: Context) {
      await serveList(ctx, strapi, 'templateCards');
    },
    async singleTemplate(ctx: Context) {
      ctx.body = await templates().one(ctx.params.id);
    },
    async relatedTemplates(ctx: Context) {
      ctx.body = await templates().related(ctx.params.id);
    },
    async reviews(ctx: Context) {
      ctx.body = await templates().reviews(ctx.params.id);
    },
    async addReview(ctx: Context) {
      const input = parseInput(reviewInputSchema, ctx.request.body);
      ctx.status = 201;
      ctx.body = await templates().addReview(ctx.params.id, input);
    },
    async createTemplate(ctx: Context) {
      const write = templateWrite(ctx.request.body);
      ctx.status = 201;
      ctx.body = await templates().create(write);
    },
    async removeTemplate(ctx: Context) {
      ctx.body = await templates().remove(ctx.params.id);
    },
  };
});

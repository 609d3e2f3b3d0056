import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { FETCH_LIMIT, reviewInputSchema } from '@shop/contracts';
import { PRODUCT_KIND } from '../../../lib/catalogue/catalogue-kind';
import { catalogueService } from '../../../lib/catalogue/catalogue-service';
import { productWrite } from '../../../lib/catalogue/catalogue-writes';
import { parseInput } from '../../../lib/errors';
import { serveList } from '../../../lib/list-cache';

export default factories.createCoreController('api::product.product', ({ strapi }) => {
  const products = () => catalogueService(strapi, PRODUCT_KIND);

  return {
    async newlyAdded(ctx: Context) {
      await serveList(ctx, strapi, 'newestProducts');
    },
    async allProducts(ctx: Context) {
      await serveList(ctx, strapi, 'allProducts');
    },
    async singleProduct(ctx: Context) {
      ctx.body = await products().one(ctx.params.id);
    },
    async relatedProducts(ctx: Context) {
      ctx.body = await products().related(ctx.params.id);
    },
    async reviews(ctx: Context) {
      ctx.body = await products().reviews(ctx.params.id);
    },
    async addReview(ctx: Context) {
      const input = parseInput(reviewInputSchema, ctx.request.body);
      ctx.status = 201;
      ctx.body = await products().addReview(ctx.params.id, input);
    },
    async adminProducts(ctx: Context) {
      ctx.body = await products().fullList(FETCH_LIMIT);
    },
    async addProduct(ctx: Context) {
      const write = productWrite(ctx.request.body);
      ctx.status = 201;
      ctx.body = await products().create(write);
    },
    async updateProduct(ctx: Context) {
      const write = productWrite(ctx.request.body);
      ctx.body = await products().update(ctx.params.id, write);
    },
    async removeProduct(ctx: Context) {
      ctx.body = await products().remove(ctx.params.id);
    },
  };
});

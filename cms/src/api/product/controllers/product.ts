import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { FETCH_LIMIT } from '@shop/contracts';
import { catalogueActions } from '../../../lib/catalogue/catalogue-actions';
import { PRODUCT_KIND } from '../../../lib/catalogue/catalogue-kind';
import { productWrite } from '../../../lib/catalogue/catalogue-writes';
import { serveList } from '../../../lib/list-cache';
import { serveItem } from '../../../lib/product-cache';
import { PRODUCT_UID } from '../../../lib/content-types';

export default factories.createCoreController(PRODUCT_UID, ({ strapi }) => {
  const actions = catalogueActions(strapi, PRODUCT_KIND, productWrite);

  return {
    async newlyAdded(ctx: Context) {
      await serveList(ctx, strapi, 'newestProducts');
    },
    async allProducts(ctx: Context) {
      await serveList(ctx, strapi, 'allProducts');
    },
    async singleProduct(ctx: Context) {
      await serveItem(ctx, strapi, 'product');
    },
    relatedProducts: actions.related,
    async reviews(ctx: Context) {
      await serveItem(ctx, strapi, 'productReviews');
    },
    addReview: actions.addReview,
    async adminProducts(ctx: Context) {
      ctx.body = await strapi.service(PRODUCT_UID).fullList(FETCH_LIMIT);
    },
    addProduct: actions.create,
    updateProduct: actions.update,
    removeProduct: actions.remove,
  };
});

import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { FETCH_LIMIT } from '@shop/contracts';
import { catalogueActions } from '../../../lib/catalogue/catalogue-actions';
import { PRODUCT_KIND } from '../../../lib/catalogue/catalogue-kind';
import { productWrite } from '../../../lib/catalogue/catalogue-writes';
import { getAnswer, itemAnswer, listAnswer } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { PRODUCT_UID } from '../../../lib/content-types';

export default factories.createCoreController(PRODUCT_UID, ({ strapi }) => {
  const actions = catalogueActions(strapi, PRODUCT_KIND, productWrite);

  return {
    async newlyAdded(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'newestProducts', ctx.query)));
    },
    async allProducts(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'allProducts', ctx.query)));
    },
    async singleProduct(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, itemAnswer(strapi, 'product', ctx.params.id)));
    },
    relatedProducts: actions.related,
    async reviews(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, itemAnswer(strapi, 'productReviews', ctx.params.id)));
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

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { listingQueryFrom } from '../../../lib/product-listing/listing-query';
import { getAnswer, listingAnswer } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';

/** The storefront's products listing: one page with the filters' counts, from the cache (decision 0014). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listing(ctx: Context) {
    sendEncoded(ctx, await getAnswer(strapi, listingAnswer(strapi, listingQueryFrom(ctx.query))));
  },
});

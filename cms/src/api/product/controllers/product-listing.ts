import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendEncoded } from '../../../lib/list-cache/encoded-answer';
import { listingAnswersOf, listingQueryFrom } from '../../../lib/product-listing/listing-answers';

/** The storefront's products listing: one page with the filters' counts, from the cache (decision 0014). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listing(ctx: Context) {
    sendEncoded(ctx, await listingAnswersOf(strapi).get(listingQueryFrom(ctx.query)));
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { listingBody, listingQueryFrom } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';

/** The storefront's products listing: one page with the filters' counts, from the cache (decision 0014). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listing(ctx: Context) {
    sendEncoded(ctx, await listingBody(strapi, listingQueryFrom(ctx.query)));
  },
});

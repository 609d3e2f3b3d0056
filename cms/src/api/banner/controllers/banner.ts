import { factories } from '@strapi/strapi';
import { bannerChangesSchema, bannerInputSchema, bannerOrderSchema } from '@shop/contracts';
import type { Context } from 'koa';
import { BANNER_UID } from '../../../lib/content-types';
import { getAnswer, listAnswer } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { serviceActions } from '../../../lib/service-actions';

export default factories.createCoreController(BANNER_UID, ({ strapi }) => ({
  /** Cached: home embeds the same answer (page-head/embedded-answers.ts). */
  async visibleBanners(ctx: Context) {
    sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'banners')));
  },
  ...serviceActions(strapi, BANNER_UID, {
    allBanners: {},
    createBanner: { body: bannerInputSchema, status: 201 },
    updateBanner: { id: true, body: bannerChangesSchema },
    deleteBanner: { id: true },
    reorderBanners: { body: bannerOrderSchema },
  }),
}));

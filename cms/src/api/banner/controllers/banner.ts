import { factories } from '@strapi/strapi';
import { bannerChangesSchema, bannerInputSchema, bannerOrderSchema } from '@shop/contracts';
import { BANNER_UID } from '../../../lib/content-types';
import { serviceActions } from '../../../lib/service-actions';

export default factories.createCoreController(BANNER_UID, ({ strapi }) =>
  serviceActions(strapi, BANNER_UID, {
    visibleBanners: {},
    allBanners: {},
    createBanner: { body: bannerInputSchema, status: 201 },
    updateBanner: { id: true, body: bannerChangesSchema },
    deleteBanner: { id: true },
    reorderBanners: { body: bannerOrderSchema },
  }),
);

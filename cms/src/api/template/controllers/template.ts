import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { catalogueActions } from '../../../lib/catalogue/catalogue-actions';
import { TEMPLATE_KIND } from '../../../lib/catalogue/catalogue-kind';
import { templateWrite } from '../../../lib/catalogue/catalogue-writes';
import { serveList } from '../../../lib/list-cache';
import { TEMPLATE_UID } from '../../../lib/content-types';

export default factories.createCoreController(TEMPLATE_UID, ({ strapi }) => {
  const actions = catalogueActions(strapi, TEMPLATE_KIND, templateWrite);

  return {
    /** Full templates: the home list (limit 8) and the staff template list. */
    async adminTemplates(ctx: Context) {
      await serveList(ctx, strapi, 'fullTemplates');
    },
    async templates(ctx: Context) {
      await serveList(ctx, strapi, 'templateCards');
    },
    singleTemplate: actions.one,
    relatedTemplates: actions.related,
    reviews: actions.reviews,
    addReview: actions.addReview,
    createTemplate: actions.create,
    removeTemplate: actions.remove,
  };
});

import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { catalogueActions } from '../../../lib/catalogue/catalogue-actions';
import { TEMPLATE_KIND } from '../../../lib/catalogue/catalogue-kind';
import { templateWrite } from '../../../lib/catalogue/catalogue-writes';
import { getAnswer, itemAnswer, listAnswer } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { TEMPLATE_UID } from '../../../lib/content-types';

export default factories.createCoreController(TEMPLATE_UID, ({ strapi }) => {
  const actions = catalogueActions(strapi, TEMPLATE_KIND, templateWrite);

  return {
    /** Full templates: the home list (limit 8) and the staff template list. */
    async adminTemplates(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'fullTemplates', ctx.query)));
    },
    async templates(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'templateCards', ctx.query)));
    },
    /** Cached: the template's page embeds the same answer (page-head/embedded-answers.ts). */
    async singleTemplate(ctx: Context) {
      sendEncoded(ctx, await getAnswer(strapi, itemAnswer(strapi, 'template', ctx.params.id)));
    },
    relatedTemplates: actions.related,
    reviews: actions.reviews,
    addReview: actions.addReview,
    createTemplate: actions.create,
    removeTemplate: actions.remove,
  };
});

import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { OUTBOX_UID } from '../../../lib/content-types';

export default factories.createCoreController(OUTBOX_UID, ({ strapi }) => ({
  async failingMails(ctx: Context) {
    ctx.body = await strapi.service(OUTBOX_UID).failingMails();
  },

  async retryFailing(ctx: Context) {
    ctx.body = await strapi.service(OUTBOX_UID).retryFailing();
  },
}));

import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { announcementInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';

export default factories.createCoreController(ANNOUNCEMENT_UID, ({ strapi }) => ({
  async announcements(ctx: Context) {
    ctx.body = await strapi.service(ANNOUNCEMENT_UID).announcements();
  },

  async updateAnnouncement(ctx: Context) {
    const input = parseInput(announcementInputSchema, ctx.request.body);
    ctx.body = await strapi.service(ANNOUNCEMENT_UID).updateAnnouncement(ctx.params.id, input);
  },
}));

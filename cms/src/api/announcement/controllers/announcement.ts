import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { announcementInputSchema } from '@shop/contracts';
import { parseInput } from '../../../lib/errors';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';
import { getAnswer, listAnswer } from '../../../lib/serving/cached-answers';
import { sendEncoded } from '../../../lib/serving/send-answer';
import { serviceActions } from '../../../lib/service-actions';

/** The window's fields the body names: an edit that sends only `{message}` (the spec's client) keeps the window. */
function namedWindowFields(body: unknown): ('startsAt' | 'endsAt')[] {
  const given = typeof body === 'object' && body !== null ? body : {};
  return (['startsAt', 'endsAt'] as const).filter((field) => field in given);
}

export default factories.createCoreController(ANNOUNCEMENT_UID, ({ strapi }) => ({
  /** Cached: every shopper page embeds the same answer (page-head/embedded-answers.ts). */
  async announcements(ctx: Context) {
    sendEncoded(ctx, await getAnswer(strapi, listAnswer(strapi, 'announcements')));
  },
  ...serviceActions(strapi, ANNOUNCEMENT_UID, {
    createAnnouncement: { body: announcementInputSchema, status: 201 },
    deleteAnnouncement: { id: true },
  }),

  async updateAnnouncement(ctx: Context) {
    const { message, ...window } = parseInput(announcementInputSchema, ctx.request.body);
    const changes = {
      message,
      ...Object.fromEntries(namedWindowFields(ctx.request.body).map((field) => [field, window[field]])),
    };
    ctx.body = await strapi.service(ANNOUNCEMENT_UID).updateAnnouncement(ctx.params.id, changes);
  },
}));

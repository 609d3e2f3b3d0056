import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { announcementInputSchema } from '@shop/contracts';
import { isDocumentId, NotFoundError, parseInput } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';

const ANNOUNCEMENT_UID = 'api::announcement.announcement';

export default factories.createCoreController(ANNOUNCEMENT_UID, ({ strapi }) => ({
  async announcements(ctx: Context) {
    const announcements = await strapi
      .documents(ANNOUNCEMENT_UID)
      .findMany({ fields: ['message', 'createdAt', 'updatedAt'], sort: 'createdAt:asc', limit: 100 });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    ctx.body = announcements.map((a) => toWire(a as any));
  },

  async updateAnnouncement(ctx: Context) {
    const { id } = ctx.params;
    const input = parseInput(announcementInputSchema, ctx.request.body);
    const existing = isDocumentId(id)
      ? await strapi.documents(ANNOUNCEMENT_UID).findOne({ documentId: id })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
    const updated = await strapi.documents(ANNOUNCEMENT_UID).update({ documentId: id, data: input as any });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    ctx.body = toWire(updated as any);
  },
}));

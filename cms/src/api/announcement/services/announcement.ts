import { factories } from '@strapi/strapi';
import type { announcementInputSchema } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';

type AnnouncementInput = ReturnType<typeof announcementInputSchema.parse>;

export default factories.createCoreService(ANNOUNCEMENT_UID, ({ strapi }) => ({
  /** The announcement bar's messages, oldest first. */
  async announcements() {
    const announcements = await strapi
      .documents(ANNOUNCEMENT_UID)
      .findMany({ fields: ['message', 'createdAt', 'updatedAt'], sort: 'createdAt:asc', limit: 100 });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    return announcements.map((a) => toWire(a as any));
  },

  async updateAnnouncement(id: unknown, input: AnnouncementInput) {
    const existing = isDocumentId(id)
      ? await strapi.documents(ANNOUNCEMENT_UID).findOne({ documentId: id })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    const updated = await strapi
      .documents(ANNOUNCEMENT_UID)
      // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
      .update({ documentId: existing.documentId, data: input as any });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    return toWire(updated as any);
  },
}));

import { factories } from '@strapi/strapi';
import type { announcementInputSchema } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';
import { documentsOf } from '../../../lib/documents';

type AnnouncementInput = ReturnType<typeof announcementInputSchema.parse>;

export default factories.createCoreService(ANNOUNCEMENT_UID, ({ strapi }) => ({
  /** The announcement bar's messages, oldest first. */
  async announcements() {
    const announcements = await documentsOf(strapi, ANNOUNCEMENT_UID).findMany({
      fields: ['message', 'createdAt', 'updatedAt'],
      sort: 'createdAt:asc',
      limit: 100,
    });
    return announcements.map((a) => toWire(a));
  },

  async updateAnnouncement(id: unknown, input: AnnouncementInput) {
    const existing = isDocumentId(id)
      ? await strapi.documents(ANNOUNCEMENT_UID).findOne({ documentId: id })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    const updated = await documentsOf(strapi, ANNOUNCEMENT_UID).update({
      documentId: existing.documentId,
      data: input,
    });
    if (!updated) throw new NotFoundError('Announcement not found');
    return toWire(updated);
  },
}));

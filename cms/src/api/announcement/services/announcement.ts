import { factories } from '@strapi/strapi';
import type { AnnouncementInput } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';
import { documentsOf } from '../../../lib/documents';

const FIELDS = ['message', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'] as const;
// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...FIELDS];

export default factories.createCoreService(ANNOUNCEMENT_UID, ({ strapi }) => {
  const announcements = () => documentsOf(strapi, ANNOUNCEMENT_UID);

  async function existingId(id: unknown): Promise<string> {
    const existing = isDocumentId(id)
      ? await announcements().findOne({ documentId: id, fields: ['documentId'] })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    return existing.documentId;
  }

  return {
    /** Every announcement, oldest first, each with its window: the ticker shows those whose window includes now. */
    async announcements() {
      const all = await announcements().findMany({ fields: fields(), sort: 'createdAt:asc', limit: 100 });
      return all.map((a) => toWire(a));
    },

    async createAnnouncement(input: AnnouncementInput) {
      return toWire(await announcements().create({ data: input, fields: fields() }));
    },

    async updateAnnouncement(id: unknown, changes: Partial<AnnouncementInput>) {
      const documentId = await existingId(id);
      const updated = await announcements().update({ documentId, data: changes, fields: fields() });
      if (!updated) throw new NotFoundError('Announcement not found');
      return toWire(updated);
    },

    async deleteAnnouncement(id: unknown) {
      await announcements().delete({ documentId: await existingId(id) });
      return { message: 'Announcement deleted' };
    },
  };
});

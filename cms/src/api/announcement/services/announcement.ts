import { factories } from '@strapi/strapi';
import type { AnnouncementInput } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';

const ANNOUNCEMENT_UID = 'api::announcement.announcement';
const FIELDS = ['message', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'] as const;
// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...FIELDS];

export default factories.createCoreService(ANNOUNCEMENT_UID, ({ strapi }) => ({
  /** Every announcement, oldest first, each with its window: the ticker shows those whose window includes now. */
  async announcements() {
    const announcements = await strapi
      .documents(ANNOUNCEMENT_UID)
      .findMany({ fields: fields(), sort: 'createdAt:asc', limit: 100 });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    return announcements.map((a) => toWire(a as any));
  },

  async createAnnouncement(input: AnnouncementInput) {
    const created = await strapi
      .documents(ANNOUNCEMENT_UID)
      // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
      .create({ data: input as any, fields: fields() });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    return toWire(created as any);
  },

  async updateAnnouncement(id: unknown, changes: Partial<AnnouncementInput>) {
    const existing = isDocumentId(id)
      ? await strapi.documents(ANNOUNCEMENT_UID).findOne({ documentId: id, fields: ['documentId'] })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    const updated = await strapi
      .documents(ANNOUNCEMENT_UID)
      // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
      .update({ documentId: existing.documentId, data: changes as any, fields: fields() });
    // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
    return toWire(updated as any);
  },

  async deleteAnnouncement(id: unknown) {
    const existing = isDocumentId(id)
      ? await strapi.documents(ANNOUNCEMENT_UID).findOne({ documentId: id, fields: ['documentId'] })
      : null;
    if (!existing) throw new NotFoundError('Announcement not found');
    await strapi.documents(ANNOUNCEMENT_UID).delete({ documentId: existing.documentId });
    return { message: 'Announcement deleted' };
  },
}));

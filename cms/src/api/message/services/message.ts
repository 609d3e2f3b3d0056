import { factories } from '@strapi/strapi';
import type { ContactMessageInput } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { MESSAGE_UID } from '../../../lib/content-types';

/** A contact message on the wire: `date` is when it arrived. */
// biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
function messageToWire(doc: any) {
  const { createdAt, updatedAt: _u, ...message } = toWire(doc);
  return { ...message, date: new Date(createdAt).toISOString() };
}

export default factories.createCoreService(MESSAGE_UID, ({ strapi }) => ({
  async saveMessage(input: ContactMessageInput) {
    // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
    const message = await strapi.documents(MESSAGE_UID).create({ data: input as any });
    return messageToWire(message);
  },

  /** Every contact message, newest first. */
  async messages() {
    const messages = await strapi.documents(MESSAGE_UID).findMany({ sort: 'createdAt:desc', limit: 10_000 });
    return messages.map(messageToWire);
  },

  async deleteMessage(id: unknown) {
    const message = isDocumentId(id) ? await strapi.documents(MESSAGE_UID).findOne({ documentId: id }) : null;
    if (!message) throw new NotFoundError('Message not found');
    await strapi.documents(MESSAGE_UID).delete({ documentId: message.documentId });
    return { message: 'Message deleted' };
  },
}));

import { factories } from '@strapi/strapi';
import type { ContactMessageInput } from '@shop/contracts';
import { isDocumentId, NotFoundError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { MESSAGE_UID } from '../../../lib/content-types';
import { documentsOf, type StoredDocument } from '../../../lib/documents';

/** A contact message on the wire: `date` is when it arrived. */
function messageToWire(doc: StoredDocument) {
  const { createdAt, updatedAt: _u, ...message } = toWire(doc);
  return { ...message, date: new Date(createdAt as string).toISOString() };
}

export default factories.createCoreService(MESSAGE_UID, ({ strapi }) => ({
  async saveMessage(input: ContactMessageInput) {
    const message = await documentsOf(strapi, MESSAGE_UID).create({ data: input });
    return messageToWire(message);
  },

  /** Every contact message, newest first. */
  async messages() {
    const messages = await documentsOf(strapi, MESSAGE_UID).findMany({
      sort: 'createdAt:desc',
      limit: 10_000,
    });
    return messages.map(messageToWire);
  },

  async deleteMessage(id: unknown) {
    const message = isDocumentId(id) ? await strapi.documents(MESSAGE_UID).findOne({ documentId: id }) : null;
    if (!message) throw new NotFoundError('Message not found');
    await strapi.documents(MESSAGE_UID).delete({ documentId: message.documentId });
    return { message: 'Message deleted' };
  },
}));

import { factories } from '@strapi/strapi';
import { failingMails, retryFailingMails } from '../../../lib/mail/outbox-failures';
import { wakeMailOutbox } from '../../../lib/mail/outbox-worker';
import { OUTBOX_UID } from '../../../lib/content-types';

export default factories.createCoreService(OUTBOX_UID, ({ strapi }) => ({
  failingMails() {
    return failingMails(strapi);
  },

  async retryFailing() {
    const retried = await retryFailingMails(strapi);
    wakeMailOutbox(strapi);
    return { retried };
  },
}));

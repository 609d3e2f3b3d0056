import type { Core } from '@strapi/strapi';
import { onOneInstance, removeUnusedShopperPhotos } from '../src/lib/images/shopper-photos';
import { removeOldSentMails } from '../src/lib/mail/outbox-cleanup';

/** Strapi cron tasks (config/server.ts `cron.tasks`): node-schedule rules, in the server's time zone. */
export default {
  removeUnusedShopperPhotos: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await onOneInstance(strapi, 'remove-unused-shopper-photos', async () => {
        const removed = await removeUnusedShopperPhotos(strapi);
        if (removed > 0) strapi.log.info(`Removed ${removed} shopper photo(s) no order used within a day.`);
      });
    },
    options: { rule: '7 * * * *' },
  },
  removeOldSentMails: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await onOneInstance(strapi, 'remove-old-sent-mails', async () => {
        const removed = await removeOldSentMails(strapi);
        if (removed > 0)
          strapi.log.info(`Removed ${removed} e-mail(s) sent more than 30 days ago from the outbox.`);
      });
    },
    options: { rule: '37 3 * * *' },
  },
};

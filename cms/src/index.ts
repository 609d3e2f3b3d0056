import type { Core } from '@strapi/strapi';
import { seedDemoData } from './lib/seed/seed-demo-data';
import { seedDefaultBanners } from './lib/seed/default-banners';
import { configureSqliteDurability } from './lib/setup/database-durability';
import { shutDownGracefully } from './lib/setup/graceful-shutdown';
import { answerCachedFirst } from './lib/serving/front';
import { ensurePanelAdmin } from './lib/setup/panel-admin';
import { ensureStaffAccount } from './lib/setup/staff-account';
import { configureUploads } from './lib/setup/upload-settings';
import { keepShareCopiesCurrent } from './lib/images/share-copy-files';
import { readBodiesByRoute } from './lib/request-body/read-by-route';
import { setSecurityHeadersOnce } from './lib/security-headers';
import { closeRateLimits, connectRateLimitStore } from './lib/rate-limits';
import { reportMailSetup } from './lib/orders/order-mail';
import { startMailOutbox, stopMailOutbox } from './lib/mail/outbox-worker';
import { startProofDrawing, stopProofDrawing } from './lib/proofs/proof-worker';
import { shopConfig } from './lib/shop-config';
import { ensureListingIndex } from './lib/product-listing/listing-service';
import { ensureTableChanges } from './lib/serving/table-changes';
import { watchTableWrites } from './lib/serving/table-versions';
import { ensureDashboardIndexes } from './lib/setup/dashboard-indexes';
import { checkDocumentWrites, checkQueryWrites, moveOrdersAsTheShopDoes } from './lib/write-rules';
import { recordWhoChanges } from './lib/last-changes';
import { fillOrderPhones } from './lib/setup/order-phones';
import { keepOrderPhoneKeys } from './lib/orders/order-phone-keys';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    readBodiesByRoute(strapi);
    setSecurityHeadersOnce(strapi);
    shutDownGracefully(strapi);
    answerCachedFirst(strapi);
    keepShareCopiesCurrent(strapi);
    moveOrdersAsTheShopDoes(strapi);
    checkDocumentWrites(strapi);
    recordWhoChanges(strapi);
  },

  // The tables, indexes and triggers made here (after Strapi's schema sync): docs/production.md, "What the shop adds to the database".
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    checkQueryWrites(strapi);
    keepOrderPhoneKeys(strapi);
    await configureSqliteDurability(strapi);
    await connectRateLimitStore(strapi);
    await configureUploads(strapi);
    await ensureStaffAccount(strapi);
    await ensurePanelAdmin(strapi);
    await ensureListingIndex(strapi);
    await ensureTableChanges(strapi);
    watchTableWrites(strapi);
    await ensureDashboardIndexes(strapi);
    await fillOrderPhones(strapi);
    reportMailSetup(strapi);
    startMailOutbox(strapi);
    startProofDrawing(strapi);
    await seedDefaultBanners(strapi);
    if (shopConfig(strapi).seedDemo) await seedDemoData(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopMailOutbox(strapi);
    await stopProofDrawing(strapi);
    await closeRateLimits();
  },
};

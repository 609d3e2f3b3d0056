// One shop of the comparison, in its own process (forked by shop-child.ts): a revision's cms booted on
// its data folder by the benchmark's bootShop, seeded first when asked. It answers the parent's
// questions over IPC: whether its event loop is idle after a run, and when to stop.
import { seedApiCatalogue } from '../api-scenarios.js';
import { bootShop } from '../boot-shop.js';
import { untilIdle } from '../measure.js';
import { raiseStockPageLimit } from '../seed-catalogue.js';
import type { ShopProcessOptions, ToParent, ToShop } from './shop-child.js';

const options: ShopProcessOptions = JSON.parse(process.env.COMPARE_SHOP ?? '{}');
const send = (message: ToParent) => process.send?.(message);

try {
  // The revision's own build compiled its server minutes ago (revision-checkout.ts).
  const shop = await bootShop({ cmsDir: options.cmsDir, dataDir: options.dataDir, compiled: true });
  const seeded = options.seed ? await seedApiCatalogue(shop.strapi, options.seed.withOrders) : undefined;
  raiseStockPageLimit(shop.strapi);
  process.on('message', async (message: ToShop) => {
    if ('idle' in message) {
      await untilIdle();
      send({ idle: message.idle });
    } else {
      await shop.stop();
      process.exit(0);
    }
  });
  send({ url: shop.url, ...(seeded ? { seeded } : {}) });
} catch (error) {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
// The parent went away (a crash or Ctrl-C): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

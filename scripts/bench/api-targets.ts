// The API issue's read targets, side by side in one run on 10,000 products:
//   newly-added-products ≥ 20 × Strapi's stock REST find of the same 8 rows;
//   all-products ≥ 50 × a plain findMany of 10,000 rows.
// Usage: npm run bench:api --workspace scripts   (prints a table; exits 1 when a target is missed)
import { bootShop } from './boot-shop.js';
import { callsPerSecond, load } from './measure.js';
import { openStockRest, seedCatalogue } from './seed-catalogue.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

const shop = await bootShop();
try {
  console.log('Seeding 10,000 products…');
  await seedCatalogue(shop.strapi, 10_000, 200);
  await openStockRest(shop.strapi);

  const newest = await load(
    `${shop.url}/api/products/newly-added-products?limit=8`,
    CONNECTIONS,
    SECONDS,
    GZIP,
  );
  const stockFind = await load(
    `${shop.url}/api/products?sort=createdAt:desc&pagination[limit]=8`,
    CONNECTIONS,
    SECONDS,
    GZIP,
  );
  const allProducts = await load(
    `${shop.url}/api/products/all-products?limit=10000`,
    CONNECTIONS,
    SECONDS,
    GZIP,
  );
  const findMany = await callsPerSecond(
    () => shop.strapi.documents('api::product.product').findMany({ limit: 10_000 }),
    SECONDS,
  );

  const rows = [
    ['newly-added-products (8)', newest.requestsPerSecond, stockFind.requestsPerSecond, 20],
    ['all-products (10,000)', allProducts.requestsPerSecond, findMany, 50],
  ] as const;
  console.log('\n| call | ours (req/s) | reference (req/s) | ratio | target |');
  console.log('|---|---|---|---|---|');
  let missed = false;
  for (const [name, ours, reference, target] of rows) {
    const ratio = ours / reference;
    if (ratio < target) missed = true;
    console.log(
      `| ${name} | ${ours.toFixed(0)} | ${reference.toFixed(1)} | ${ratio.toFixed(1)}× | ≥ ${target}× ${ratio >= target ? '✔' : '✖'} |`,
    );
  }
  console.log(
    `\nall-products body: ${(allProducts.bytesPerRequest / 1024).toFixed(0)} KB per answer (brotli, headers included); load tool: ${allProducts.tool}; p99 ${allProducts.p99} ms`,
  );
  console.log(
    `reference for newest: Strapi's stock REST find; for all-products: strapi.documents().findMany({limit: 10000}) in-process`,
  );
  if (missed) process.exitCode = 1;
} finally {
  await shop.stop();
}

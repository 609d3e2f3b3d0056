// `npm run bench`: builds the shop for production, boots it on a temporary SQLite database seeded with
// 10,000 products and 200 templates, and measures the API's calls at 10 and 50 connections beside
// Strapi's stock REST and a bare node:http ceiling, then the storefront (entry size beside the original
// client, Lighthouse mobile, search keystroke latency). Prints one table and writes
// bench/results/latest.{json,md}. Exits 0 when a target is missed (the table shows ✖): on a shared
// machine a miss is a figure to read, not a crash.
// BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_LIGHTHOUSE_RUNS (3) and BENCH_ONLY tune a run: BENCH_ONLY
// is `storefront`, or the start of an API scenario's name (then only that scenario runs).
import path from 'node:path';
// @ts-expect-error plain ESM build script
import { buildAll } from '../build.mjs';
import { prepareApiFixture } from './api-scenarios.js';
import { measureApi } from './api-suite.js';
import { type BenchResults, benchMarkdown, thisMachine, writeBenchResults } from './bench-report.js';
import { bootShop } from './boot-shop.js';
import { ensureChromium } from './chromium.js';
import { measureStorefront, storefrontDist } from './storefront-suite.js';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const resultsDir = path.join(repo, 'scripts', 'bench', 'results');
const only = process.env.BENCH_ONLY;
const log = (line: string) => console.error(line);

const started = Date.now();
log('Building the shop for production…');
await buildAll();
// Before the long API part: the storefront part needs Debian's chromium (apt installs it when missing).
if (!only || only === 'storefront') ensureChromium();
const shop = await bootShop();
try {
  log('Seeding 10,000 products, 200 templates and 100 reviews…');
  const fixture = await prepareApiFixture(shop);
  const results: BenchResults = { api: null, storefront: null };
  if (only !== 'storefront') {
    results.api = await measureApi(shop, fixture, {
      seconds: Number(process.env.BENCH_SECONDS ?? 3),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: [10, 50],
      only,
      log,
    });
  }
  if (!only || only === 'storefront') {
    results.storefront = await measureStorefront(shop, {
      distDir: storefrontDist(repo),
      productId: fixture.products[0],
      lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
      log,
    });
  }
  const machine = thisMachine();
  console.log(`\n${benchMarkdown(results, machine)}`);
  // A partial run (BENCH_ONLY) prints its table but leaves the committed results alone.
  if (!only) writeBenchResults(resultsDir, results, machine);
  log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await shop.stop();
}

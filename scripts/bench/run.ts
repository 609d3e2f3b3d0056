// `npm run bench`: builds the shop for production, boots it on a temporary SQLite database seeded with
// 10,000 products, 200 templates and 100,000 orders, and measures the API's calls at 10 and 50
// connections beside Strapi's stock REST (or a peer) and a bare node:http ceiling; then the storefront
// (entry size beside the original client, Lighthouse mobile at 4× and 8× CPU slowdown, image bytes, the
// template page's keystroke → live preview figure at 4×);
// then the calls that must not grow with the catalogue again at 100,000 products, and the search
// keystrokes on /products at that size.
// The host's speed is sampled at the start and the end. Prints one report and writes
// bench/results/latest.{json,md} and history/ (the last 5 runs). Exits 0 when a target is missed (the
// report shows ✖): on a shared machine a miss is a figure to read, not a crash.
// BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_LARGE_ROUNDS (3), BENCH_LIGHTHOUSE_RUNS (3), BENCH_PROOF_DRAWS
// (20) and BENCH_ONLY tune a run: BENCH_ONLY is `storefront` (or one of its parts: `lighthouse`, `search`,
// `image-bytes`, `preview`: the keystroke figure and the template page's Lighthouse at 4×), `large` (the
// 100,000 pass alone), `host`, `proof` (the server's proof drawing alone), or the start of an API
// scenario's name, several separated by commas (then only those scenarios run, at both catalogue sizes
// when they are measured at both).
import path from 'node:path';
// @ts-expect-error plain ESM build script
import { buildAll, buildContracts } from '../build.mjs';
import {
  type ApiScenario,
  apiScenarios,
  filterSeedsOrders,
  LARGE_CATALOGUE,
  prepareApiFixture,
  scenarioFilter,
} from './api-scenarios.js';
import { measureApi } from './api-suite.js';
import { type BenchResults, benchMarkdown, thisMachine, writeBenchResults } from './bench-report.js';
import { bootShop, compileCms } from './boot-shop.js';
import { ensureChromium } from './chromium.js';
import { sampleHost } from './host-speed.js';
import { measureProofDrawing } from './proof-drawing.js';
import { seedCatalogue } from './seed-catalogue.js';
import {
  measureSearch,
  measureStorefront,
  STOREFRONT_PARTS,
  type StorefrontPart,
  storefrontDist,
} from './storefront-suite.js';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const resultsDir = path.join(repo, 'scripts', 'bench', 'results');
const only = process.env.BENCH_ONLY;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const log = (line: string) => console.error(line);

const storefrontParts: StorefrontPart[] =
  !only || only === 'storefront' ? [...STOREFRONT_PARTS] : STOREFRONT_PARTS.filter((part) => part === only);
const hostOnly = only === 'host';
const proofOnly = only === 'proof';
const apiOnly = only && !storefrontParts.length && !hostOnly && !proofOnly ? only : undefined;
const proofDraws = Number(process.env.BENCH_PROOF_DRAWS ?? 20);
const runsApi = !only || apiOnly !== undefined;
const seedsOrders = !only || (apiOnly !== undefined && filterSeedsOrders(apiOnly));

/** BENCH_ONLY=host or proof: no shop to boot. */
class Skip extends Error {}

const started = Date.now();
log('Building the shop for production…');
// The proof drawing alone needs only the server, which it compiles itself.
await (proofOnly ? buildContracts() : buildAll());
// Before the long API part: the storefront part needs Debian's chromium (apt installs it when missing).
if (storefrontParts.length) ensureChromium();
const results: BenchResults = { api: null, apiLarge: null, apiLargeBaseline: null, storefront: null };
log('The host’s speed…');
results.host = { start: await sampleHost(seconds) };
const shop = hostOnly || proofOnly ? null : await bootShop();
try {
  if (proofOnly) results.proofDrawing = await measureProofDrawing(await compileCms(), proofDraws, log);
  if (!shop) throw new Skip();
  if (!only) results.proofDrawing = await measureProofDrawing(shop.strapi.dirs.app.root, proofDraws, log);
  log(`Seeding 10,000 products, 200 templates, 100 reviews${seedsOrders ? ' and 100,000 orders' : ''}…`);
  const fixture = await prepareApiFixture(shop, seedsOrders);
  // `large`: the calls measured at both sizes, at both sizes.
  const include = scenarioFilter(apiOnly);
  if (runsApi) {
    results.api = await measureApi(shop, fixture, {
      seconds,
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: [10, 50],
      catalogue: 10_000,
      include,
      withReferences: true,
      log,
    });
  }
  if (storefrontParts.length) {
    results.storefront = await measureStorefront(shop, {
      distDir: storefrontDist(repo),
      productId: fixture.products[0],
      lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
      parts: storefrontParts.filter((part) => part !== 'search'),
      log,
    });
  }
  const atBothSizes = apiScenarios(fixture).some(
    (scenario) => scenario.atLargeCatalogue && include(scenario),
  );
  const largeRounds = Number(process.env.BENCH_LARGE_ROUNDS ?? 3);
  const atLarge = (scenario: ApiScenario) => scenario.atLargeCatalogue === true && include(scenario);
  if (runsApi && atBothSizes && storefrontParts.length) {
    // The growth comparison's baseline, in the state the 100,000 pass finds the shop and the host in:
    // after the storefront part, where the same build measured slower than in the first pass (decision 0016).
    log('The calls measured at both sizes, again at 10,000 products: the baseline of the comparison…');
    results.apiLargeBaseline = await measureApi(shop, fixture, {
      seconds,
      rounds: largeRounds,
      connections: [10],
      catalogue: 10_000,
      include: atLarge,
      withReferences: false,
      log,
    });
  }
  const searches = storefrontParts.includes('search');
  if ((runsApi && atBothSizes) || searches) {
    log('Seeding 90,000 more products…');
    await seedCatalogue(shop.strapi, LARGE_CATALOGUE - 10_000, 0, 10_000);
  }
  if (runsApi && atBothSizes) {
    results.apiLarge = await measureApi(shop, fixture, {
      seconds,
      // As many rounds as the 10,000 pass: one round's share of the ceiling swung by half on a busy host.
      rounds: largeRounds,
      connections: [10],
      catalogue: LARGE_CATALOGUE,
      include: atLarge,
      withReferences: false,
      log,
    });
  }
  // After the API's 100,000 pass, so the texts it asks for are not cached for the shop's first search.
  if (searches && results.storefront) {
    results.storefront.search = await measureSearch(shop.url, LARGE_CATALOGUE, log);
  }
} catch (error) {
  if (!(error instanceof Skip)) throw error;
} finally {
  await shop?.stop();
}
results.host.end = await sampleHost(seconds);
const machine = thisMachine();
console.log(`\n${benchMarkdown(results, machine)}`);
// A partial run (BENCH_ONLY) prints its report but leaves the committed results alone.
if (!only) writeBenchResults(resultsDir, results, machine);
log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);

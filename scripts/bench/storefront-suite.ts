// The storefront's budgets, measured on the production build served by the shop with 10,000 products:
// entry JavaScript ≤ 150 KB gzip with the staff area in its own chunk; Lighthouse mobile performance
// ≥ 90, accessibility ≥ 95 and CLS < 0.1 on /, /products and a product page; a search keystroke on
// /products updates the grid in under 50 ms (p95 over 50 keystrokes).
import path from 'node:path';
// @ts-expect-error plain ESM build script
import { buildAll } from '../build.mjs';
import { bootShop } from './boot-shop.js';
import { measureBundle } from './bundle-budget.js';
import { type LighthouseScores, lighthouseScores } from './lighthouse-scores.js';
import { percentile, searchKeystrokeLatencies } from './search-latency.js';
import { seedCatalogue } from './seed-catalogue.js';

export interface StorefrontResults {
  bundle: ReturnType<typeof measureBundle>;
  lighthouse: LighthouseScores[];
  searchP95Ms: number;
  searchMedianMs: number;
}

export async function measureStorefront(repo: string): Promise<StorefrontResults> {
  await buildAll();
  const bundle = measureBundle(path.join(repo, 'storefront', 'dist'));
  const shop = await bootShop();
  try {
    const [firstProduct] = await seedCatalogue(shop.strapi, 10_000, 200);
    const pages = [`${shop.url}/`, `${shop.url}/products`, `${shop.url}/product/${firstProduct}`];
    const lighthouse: LighthouseScores[] = [];
    for (const page of pages) lighthouse.push(await lighthouseScores(page));
    const latencies = await searchKeystrokeLatencies(shop.url, 50);
    return {
      bundle,
      lighthouse,
      searchP95Ms: percentile(latencies, 95),
      searchMedianMs: percentile(latencies, 50),
    };
  } finally {
    await shop.stop();
  }
}

export function storefrontTable(results: StorefrontResults): string {
  const mark = (ok: boolean) => (ok ? '✔' : '✖');
  const { bundle } = results;
  const rows = [
    '| measure | value | reference / target | |',
    '|---|---|---|---|',
    `| entry JavaScript (gzip) | ${bundle.entryJsGzipKb.toFixed(1)} KB | original client 210 KB; target ≤ 150 KB | ${mark(bundle.entryJsGzipKb <= 150)} |`,
    `| entry CSS (gzip) | ${bundle.entryCssGzipKb.toFixed(1)} KB | — | |`,
    `| staff area outside the entry | ${bundle.staffAreaInEntry ? 'no' : `yes (${bundle.staffChunks.length} chunks)`} | lazily loaded | ${mark(!bundle.staffAreaInEntry)} |`,
  ];
  for (const page of results.lighthouse) {
    const ok = page.performance >= 90 && page.accessibility >= 95 && page.cls < 0.1;
    rows.push(
      `| Lighthouse mobile ${new URL(page.url).pathname} | perf ${page.performance}, a11y ${page.accessibility}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls} | perf ≥ 90, a11y ≥ 95, CLS < 0.1 | ${mark(ok)} |`,
    );
  }
  rows.push(
    `| search keystroke → grid (10k products) | p95 ${results.searchP95Ms.toFixed(1)} ms, median ${results.searchMedianMs.toFixed(1)} ms | p95 < 50 ms | ${mark(results.searchP95Ms < 50)} |`,
  );
  return rows.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const repo = path.resolve(import.meta.dirname, '..', '..', '..');
  console.log(storefrontTable(await measureStorefront(repo)));
}

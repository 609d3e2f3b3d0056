// The storefront's figures, on the production build served by the shop with 10,000 products: the entry
// JavaScript and CSS (gzip) beside the spec's original client, with the staff area in its own chunks;
// Lighthouse mobile on /, /products and a product page; and the time from a search keystroke on
// /products to the updated grid (p95 over 50 keystrokes); the image bytes a phone loads on those pages.
import path from 'node:path';
import type { Check } from './api-suite.js';
import type { BenchShop } from './boot-shop.js';
import { type BundleBudget, measureBundle } from './bundle-budget.js';
import { type PageImageBytes, phoneImageBytes } from './image-bytes.js';
import { type LighthouseScores, lighthouseScores } from './lighthouse-scores.js';
import { percentile, searchKeystrokeLatencies } from './search-latency.js';

/** The spec's original client: 791 KB of JavaScript, 210 KB gzip. */
const ORIGINAL_CLIENT_JS_GZIP_KB = 210;

export interface StorefrontResults {
  bundle: BundleBudget;
  lighthouse: LighthouseScores[];
  search: { keystrokes: number; p95Ms: number; medianMs: number; latenciesMs: number[] };
  /** Absent in results written before it was measured. */
  imageBytes?: PageImageBytes[];
}

export interface StorefrontBenchOptions {
  distDir: string;
  productId: string;
  /** Lighthouse runs per page; the run with the median performance score is kept. */
  lighthouseRuns: number;
  log(line: string): void;
}

async function medianLighthouse(url: string, runs: number): Promise<LighthouseScores> {
  const scores: LighthouseScores[] = [];
  for (let run = 0; run < runs; run++) scores.push(await lighthouseScores(url));
  scores.sort((a, b) => a.performance - b.performance);
  return scores[Math.floor((scores.length - 1) / 2)];
}

export async function measureStorefront(
  shop: BenchShop,
  options: StorefrontBenchOptions,
): Promise<StorefrontResults> {
  const bundle = measureBundle(options.distDir);
  const lighthouse: LighthouseScores[] = [];
  const pages = ['/', '/products', `/product/${options.productId}`];
  for (const page of pages) {
    options.log(`Lighthouse mobile ${page}, ${options.lighthouseRuns} runs…`);
    lighthouse.push(await medianLighthouse(`${shop.url}${page}`, options.lighthouseRuns));
  }
  options.log('Search keystrokes on /products…');
  const latenciesMs = await searchKeystrokeLatencies(shop.url, 50);
  options.log('Image bytes a phone loads…');
  const imageBytes = await phoneImageBytes(shop.url, pages);
  return {
    bundle,
    lighthouse,
    imageBytes,
    search: {
      keystrokes: latenciesMs.length,
      p95Ms: percentile(latenciesMs, 95),
      medianMs: percentile(latenciesMs, 50),
      latenciesMs: latenciesMs.map((value) => Number(value.toFixed(1))),
    },
  };
}

/** The storefront's figures as rows of the bench table, each beside its reference and target. */
export function storefrontChecks(results: StorefrontResults): Check[] {
  const { bundle, search } = results;
  const checks: Check[] = [
    {
      name: 'storefront entry JavaScript, gzip',
      value: `${bundle.entryJsGzipKb.toFixed(1)} KB`,
      reference: `original client ${ORIGINAL_CLIENT_JS_GZIP_KB} KB`,
      ratio: bundle.entryJsGzipKb / ORIGINAL_CLIENT_JS_GZIP_KB,
      text: '≤ 150 KB',
      ok: bundle.entryJsGzipKb <= 150,
    },
    {
      name: 'storefront entry CSS, gzip',
      value: `${bundle.entryCssGzipKb.toFixed(1)} KB`,
      text: '—',
      ok: null,
    },
    {
      name: 'staff area outside the entry',
      value: bundle.staffAreaInEntry
        ? 'no'
        : `yes (${bundle.staffChunks.length} lazy chunk${bundle.staffChunks.length === 1 ? '' : 's'})`,
      text: 'lazily loaded',
      ok: !bundle.staffAreaInEntry,
    },
  ];
  for (const page of results.lighthouse) {
    checks.push({
      name: `Lighthouse mobile ${new URL(page.url).pathname.replace(/\/product\/.+/, '/product/:id')}`,
      value: `perf ${page.performance}, a11y ${page.accessibility}, SEO ${page.seo}; LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}`,
      text: 'perf ≥ 90, a11y ≥ 95, SEO 100, CLS < 0.1',
      ok: page.performance >= 90 && page.accessibility >= 95 && page.seo === 100 && page.cls < 0.1,
    });
  }
  for (const page of results.imageBytes ?? []) {
    const full = page.fullSizeBytes ?? 0;
    const saved = full > 0 ? 1 - page.bytes / full : 0;
    const listing = page.path === '/' || page.path === '/products';
    checks.push({
      name: `image bytes a phone loads ${page.path.replace(/\/product\/.+/, '/product/:id')}`,
      value: `${(page.bytes / 1024).toFixed(1)} KB in ${page.images} images`,
      reference: `full-size ${(full / 1024).toFixed(1)} KB (${Math.round(saved * 100)} % fewer)`,
      ratio: full > 0 ? page.bytes / full : undefined,
      text: listing ? '≥ 60 % fewer than full size' : '—',
      ok: listing && full > 0 ? saved >= 0.6 : null,
    });
  }
  checks.push({
    name: `search keystroke → grid, 10,000 products (${search.keystrokes} keystrokes)`,
    value: `p95 ${search.p95Ms.toFixed(1)} ms, median ${search.medianMs.toFixed(1)} ms`,
    text: 'p95 < 50 ms',
    ok: search.p95Ms < 50,
  });
  return checks;
}

export const storefrontDist = (repo: string) => path.join(repo, 'storefront', 'dist');

// The storefront's figures, on the production build served by the shop with 10,000 products: the entry
// JavaScript and CSS (gzip) beside the spec's original client, with the staff area in its own chunks;
// Lighthouse mobile on /, /products, a product page and a template page drawing its live preview at 4×
// CPU slowdown (judged) and 8× (shown), and on the Urdu pages at 4×; the image bytes a phone loads on the
// first three beside the same pictures at full size; the preview's keystroke figure (preview-figures.ts).
// The search keystrokes are measured later, once the bench has grown the catalogue to 100,000 products
// (search-figures.ts).
import path from 'node:path';
import type { Check } from './api-suite.js';
import type { BenchShop } from './boot-shop.js';
import { type BundleBudget, measureBundle } from './bundle-budget.js';
import { type PageImageBytes, phoneImageBytes } from './image-bytes.js';
import { type PreviewResults, previewChecks, previewResults } from './preview-figures.js';
import {
  PREVIEW_WORDS,
  previewFloorLatencies,
  previewKeystrokeLatencies,
  previewKeystrokes,
} from './preview-latency.js';
import { createPreviewTemplate, PREVIEW_FIELD } from './preview-template.js';
import { CPU_SLOWDOWNS, type LighthouseScores, lighthouseScores } from './lighthouse-scores.js';
import { type SearchResults, searchChecks, searchResults } from './search-figures.js';
import {
  keystrokePlan,
  SEARCH_WORDS,
  searchFloorLatencies,
  searchKeystrokeLatencies,
} from './search-latency.js';

/** The spec's original client: 791 KB of JavaScript, 210 KB gzip. */
const ORIGINAL_CLIENT_JS_GZIP_KB = 210;

export interface StorefrontResults {
  bundle: BundleBudget;
  lighthouse: LighthouseScores[];
  /** Absent when a run did not measure it. */
  search?: SearchResults;
  /** Absent in results written before it was measured, or when a partial run did not. */
  imageBytes?: PageImageBytes[];
  /** The template page's keystroke → preview figure; absent when a run did not measure it. */
  preview?: PreviewResults;
}

/** The storefront's parts, each selectable with BENCH_ONLY (`storefront` runs them all). */
export const STOREFRONT_PARTS = ['lighthouse', 'search', 'image-bytes', 'preview'] as const;
export type StorefrontPart = (typeof STOREFRONT_PARTS)[number];

export interface StorefrontBenchOptions {
  distDir: string;
  productId: string;
  /** Lighthouse runs per page; the run with the median performance score is kept. */
  lighthouseRuns: number;
  parts: readonly StorefrontPart[];
  log(line: string): void;
}

async function medianLighthouse(url: string, cpuSlowdown: number, runs: number): Promise<LighthouseScores> {
  const scores: LighthouseScores[] = [];
  for (let run = 0; run < runs; run++) scores.push(await lighthouseScores(url, cpuSlowdown));
  scores.sort((a, b) => a.performance - b.performance);
  const median = scores[Math.floor((scores.length - 1) / 2)];
  return {
    ...median,
    runScores: scores.map((score) => score.performance),
    worstOfRuns: {
      accessibility: Math.min(...scores.map((score) => score.accessibility)),
      seo: Math.min(...scores.map((score) => score.seo)),
      cls: Math.max(...scores.map((score) => score.cls)),
    },
  };
}

export async function measureStorefront(
  shop: BenchShop,
  options: StorefrontBenchOptions,
): Promise<StorefrontResults> {
  const results: StorefrontResults = { bundle: measureBundle(options.distDir), lighthouse: [] };
  const pages = ['/', '/products', `/product/${options.productId}`];
  const previewing = options.parts.includes('preview');
  const templatePage =
    options.parts.includes('lighthouse') || previewing
      ? `/customize-product/${await createPreviewTemplate(shop.url)}`
      : null;
  // The Urdu pages (issue 37), judged like the English ones, at the judged slowdown only.
  const urduPages = ['/ur', '/ur/products', `/ur/product/${options.productId}`];
  if (options.parts.includes('lighthouse')) {
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      const english = templatePage ? [...pages, templatePage] : pages;
      const measured = cpuSlowdown === JUDGED_CPU_SLOWDOWN ? [...english, ...urduPages] : english;
      for (const page of measured) {
        options.log(`Lighthouse mobile ${page}, CPU ${cpuSlowdown}×, ${options.lighthouseRuns} runs…`);
        results.lighthouse.push(
          await medianLighthouse(`${shop.url}${page}`, cpuSlowdown, options.lighthouseRuns),
        );
      }
    }
  }
  if (options.parts.includes('image-bytes')) {
    options.log('Image bytes a phone loads…');
    results.imageBytes = await phoneImageBytes(shop.url, pages);
  }
  if (previewing && templatePage) {
    results.preview = await measurePreview(`${shop.url}${templatePage}`, options.log);
    // The preview part alone still gives the template page's Lighthouse figure it is judged by.
    if (!options.parts.includes('lighthouse')) {
      options.log(
        `Lighthouse mobile ${templatePage}, CPU ${JUDGED_CPU_SLOWDOWN}×, ${options.lighthouseRuns} runs…`,
      );
      results.lighthouse.push(
        await medianLighthouse(`${shop.url}${templatePage}`, JUDGED_CPU_SLOWDOWN, options.lighthouseRuns),
      );
    }
  }
  return results;
}

/** The keystrokes typed into the template page's placed field, and the same keys on a page doing no work. */
async function measurePreview(pageUrl: string, log: (line: string) => void) {
  const keys = previewKeystrokes(PREVIEW_WORDS);
  log(`Preview keystrokes on ${new URL(pageUrl).pathname} (${keys.length} keys)…`);
  const latencies = await previewKeystrokeLatencies(pageUrl, PREVIEW_FIELD, keys);
  return previewResults(latencies, await previewFloorLatencies(PREVIEW_FIELD, keys));
}

/**
 * The search keystrokes on /products, typed on the shop as it is (the bench grows it to 100,000 products
 * first), and the same keys on a page doing no work.
 */
export async function measureSearch(shopUrl: string, catalogue: number, log: (line: string) => void) {
  const keys = keystrokePlan(SEARCH_WORDS);
  log(`Search keystrokes on /products, ${catalogue.toLocaleString('en-US')} products (${keys.length} keys)…`);
  const latencies = await searchKeystrokeLatencies(shopUrl, keys);
  return searchResults(latencies, await searchFloorLatencies(keys), catalogue);
}

const pageName = (url: string) =>
  new URL(url).pathname
    .replace(/^\/product\/.+/, '/product/:id')
    .replace(/^\/customize-product\/.+/, '/customize-product/:id');

/** The CPU slowdown judged: Lighthouse's default (issue 33 item 7); the slower phone's figures are shown. */
export const JUDGED_CPU_SLOWDOWN = 4;

/** Every run of a page met the target, not only its median (issue 33 item 7: "in every run"). */
function everyRunMet(page: LighthouseScores): boolean {
  const worst = page.worstOfRuns ?? page;
  const lowest = Math.min(page.performance, ...(page.runScores ?? []));
  return lowest >= 90 && worst.accessibility === 100 && worst.seo === 100 && worst.cls < 0.1;
}

/** Lighthouse's rows, each page at each CPU slowdown; the target holds at 4×, 8× is not judged. */
export function lighthouseChecks(results: StorefrontResults): Array<Check & { scores: LighthouseScores }> {
  return results.lighthouse.map((page) => {
    const cpuSlowdown = page.cpuSlowdown ?? JUDGED_CPU_SLOWDOWN;
    const judged = cpuSlowdown === JUDGED_CPU_SLOWDOWN;
    return {
      name: `Lighthouse mobile ${pageName(page.url)} (CPU ${cpuSlowdown}×)`,
      value: `perf ${page.performance}, a11y ${page.accessibility}, SEO ${page.seo}; LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}`,
      text: judged ? LIGHTHOUSE_TARGET : LIGHTHOUSE_NOT_JUDGED,
      ok: judged ? everyRunMet(page) : null,
      scores: page,
    };
  });
}

export const LIGHTHOUSE_TARGET = 'every run: perf ≥ 90, a11y 100, SEO 100, CLS < 0.1';
export const LIGHTHOUSE_NOT_JUDGED = 'not judged (a phone twice as slow)';

/** The storefront's figures but Lighthouse's as rows of the bench table, each beside its reference and target. */
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
  for (const page of results.imageBytes ?? []) {
    const full = page.fullSizeBytes ?? 0;
    const saved = full > 0 ? 1 - page.bytes / full : 0;
    const listing = page.path === '/' || page.path === '/products';
    checks.push({
      name: `image bytes a phone loads ${page.path.replace(/\/product\/.+/, '/product/:id')}`,
      value: `after: ${(page.bytes / 1024).toFixed(1)} KB in ${page.images} images`,
      reference: `before (same pictures, full size): ${(full / 1024).toFixed(1)} KB; ${Math.round(saved * 100)} % fewer`,
      ratio: full > 0 ? page.bytes / full : undefined,
      text: listing ? '≥ 60 % fewer than full size' : '—',
      ok: listing && full > 0 ? saved >= 0.6 : null,
    });
  }
  if (search) checks.push(...searchChecks(search));
  if (results.preview) checks.push(...previewChecks(results.preview));
  return checks;
}

export const storefrontDist = (repo: string) => path.join(repo, 'storefront', 'dist');

// The bytes of images a phone loads for a page, in chromium: the Performance API's resource entries of
// the images fetched once the page has settled (scrolled to the end, so lazy images count too).
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';
import { readToTheEnd } from './read-to-the-end.js';

const require = createRequire(import.meta.url);
// The compiled contracts (CommonJS), as in seed-orders.ts: a hero banner's full width.
const { HERO_BANNER_WIDTH }: typeof import('@shop/contracts') = require('@shop/contracts');

/** What the page reports of one fetched resource (PerformanceResourceTiming). */
export interface ResourceEntry {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
}

export interface PageImageBytes {
  path: string;
  images: number;
  bytes: number;
  /** What the same pictures weigh at their stored full size: what the page loaded before srcset. */
  fullSizeBytes?: number;
}

const IMAGE_EXTENSION = /\.(avif|webp|png|jpe?g|gif|svg)(\?|#|$)/i;

/** Is the entry an image: fetched by an <img> (or CSS), or a URL that names an image format. */
function isImage(entry: ResourceEntry): boolean {
  if (entry.initiatorType === 'img' || entry.initiatorType === 'image') return true;
  return entry.initiatorType === 'css' && IMAGE_EXTENSION.test(entry.name);
}

/**
 * The stored full-size image a sized copy was made from: a local copy's prefix or Cloudinary's
 * transformation dropped, or a hero banner's widest copy.
 */
export function fullSizeUrlOf(url: string): string {
  return url
    .replace(/\/uploads\/(?:w\d+|thumbnail)_/, '/uploads/')
    .replace(/\/image\/upload\/[^/]*_[^/]*\/(v\d+\/)/, '/image/upload/$1')
    .replace(/(\/images\/banners\/.+)-\d+\.webp$/, `$1-${HERO_BANNER_WIDTH}.webp`);
}

/** Bytes of the images among resource entries: each URL once, its body size (transfer size when larger). */
export function imageBytesOf(entries: readonly ResourceEntry[]): {
  images: number;
  bytes: number;
  urls: string[];
} {
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    if (!isImage(entry)) continue;
    sizes.set(entry.name, Math.max(entry.encodedBodySize, entry.transferSize, sizes.get(entry.name) ?? 0));
  }
  let bytes = 0;
  for (const size of sizes.values()) bytes += size;
  return { images: sizes.size, bytes, urls: [...sizes.keys()] };
}

/** The bytes of the full-size images behind these URLs, each once. */
async function fullSizeBytesOf(urls: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls.map(fullSizeUrlOf))) {
    const res = await fetch(url);
    bytes += res.ok ? (await res.arrayBuffer()).byteLength : 0;
  }
  return bytes;
}

/** Loads each page as Lighthouse's phone (412 px wide, 1.75x) and answers the image bytes it fetched. */
export async function phoneImageBytes(shopUrl: string, paths: readonly string[]): Promise<PageImageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const results: PageImageBytes[] = [];
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
      await readToTheEnd(page);
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            name: timing.name,
            initiatorType: timing.initiatorType,
            transferSize: timing.transferSize,
            encodedBodySize: timing.encodedBodySize,
          };
        }),
      );
      const { images, bytes, urls } = imageBytesOf(entries);
      results.push({ path, images, bytes, fullSizeBytes: await fullSizeBytesOf(urls) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

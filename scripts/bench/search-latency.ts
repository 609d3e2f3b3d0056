// Time from a keystroke in the /products search box to the grid answering it, in chromium, measured in
// the page: keydown timestamp → the results section shows the answer for the box's text (its
// `data-search`, set in the same render as the grid) and is laid out: the shop's work (decision 0022).
// Each keystroke is classed by what the page did for it: it held the answer (no listing request for the
// text ended after the keydown), or it asked the server and waited for the round trip (decision 0045).
// The frame after it being painted is kept too, and so is the same measure on a page that answers each
// keystroke with no work at all: its floor on this host (the keystroke's delivery, and the wait for the
// display's next refresh, up to 16.7 ms at 60 Hz, which no page can shorten).
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

const require = createRequire(import.meta.url);
// The compiled contracts (CommonJS), as in seed-orders.ts: the listing call's path.
const { PRODUCT_LISTING_PATH }: typeof import('@shop/contracts') = require('@shop/contracts');

/** A keystroke whose listing the page holds → the answering grid in the page, p95: one frame at 60 Hz. */
export const HELD_SEARCH_P95_TARGET_MS = 16;
/** A text asked for the first time → the answering grid, round trip included, p95: an instant answer. */
export const FIRST_ASK_SEARCH_P95_TARGET_MS = 100;

declare global {
  interface Window {
    keystrokeLatencies: KeystrokeLatency[];
  }
}

export interface KeystrokeLatency {
  /** The box's text this keystroke made. */
  text: string;
  /** Keydown → the answering grid in the page and laid out. */
  inPageMs: number;
  /** Keydown → the frame showing it painted. */
  paintedMs: number;
  /** A listing request for the text ended after the keydown: the page waited for the server's answer. */
  askedServer: boolean;
  /** That request's round trip, its start to its answer's last byte (Resource Timing); absent when held. */
  roundTripMs?: number;
}

const SEARCH_BOX = 'Search products...';

/**
 * Words a shopper types, none of them searched by the API part (its listing call asks for `anime`), so
 * each one's first ask is a first ask for the server too.
 */
export const SEARCH_WORDS = ['space', 'cricket', 'frames', 'vintage', 'polaroids', 'nba', 'floral'];

/**
 * The keys pressed: each word typed a letter at a time, then deleted a letter at a time. Typing asks
 * for texts not asked before; deleting goes back through texts the page has already asked for.
 */
export function keystrokePlan(words: readonly string[]): string[] {
  return words.flatMap((word) => [...word, ...Array.from(word, () => 'Backspace')]);
}

/** A search box whose "grid" answers each keystroke at once: the measure's floor. */
const NO_WORK_PAGE = `<!doctype html><input placeholder="${SEARCH_BOX}"><section data-search=""><p></p></section>
<script>
  const box = document.querySelector('input');
  const results = document.querySelector('section');
  box.addEventListener('input', () => {
    results.dataset.search = box.value.trim();
    results.firstElementChild.textContent = box.value;
  });
</script>`;

export async function searchKeystrokeLatencies(
  shopUrl: string,
  keys: readonly string[],
): Promise<KeystrokeLatency[]> {
  return withPage(async (page) => {
    await page.goto(`${shopUrl}/products`);
    await page.getByPlaceholder(SEARCH_BOX).waitFor({ timeout: 60_000 });
    await page.locator('a[href^="/product/"]').first().waitFor({ timeout: 60_000 });
    // Typing starts once the page has loaded what it shows, as a shopper's first keystroke comes after
    // the page has appeared: the grid's pictures still loading took all six of HTTP/1.1's connections,
    // and the first search's request waited behind them (110 ms measured), a cost of the page's load.
    await page.waitForLoadState('networkidle');
    return typeAndMeasure(page, keys);
  });
}

/** The same keystrokes on a page that does no work for them. */
export async function searchFloorLatencies(keys: readonly string[]): Promise<KeystrokeLatency[]> {
  return withPage(async (page) => {
    await page.setContent(NO_WORK_PAGE);
    return typeAndMeasure(page, keys);
  });
}

async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    return await use(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  } finally {
    await browser.close();
  }
}

async function typeAndMeasure(page: Page, keys: readonly string[]): Promise<KeystrokeLatency[]> {
  await page.evaluate(
    ({ placeholder, listingPath }) => {
      window.keystrokeLatencies = [];
      const input = document.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`);
      const results = document.querySelector<HTMLElement>('section[data-search]');
      if (!input || !results) throw new Error('The page has no search box or results section');
      // Every request's timing is kept, so none is dropped from a full buffer.
      performance.setResourceTimingBufferSize(100_000);
      performance.clearResourceTimings();
      /** The listing request for `text` that ended after `since`: the answer came from the server meanwhile. */
      const fetchedSince = (text: string, since: number) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => {
          const url = new URL(entry.name);
          if (!url.pathname.endsWith(listingPath)) return false;
          return (url.searchParams.get('search') ?? '') === text && entry.responseEnd >= since;
        });
      let pressedAt = 0;
      let wanted: string | null = null;
      const check = () => {
        if (wanted === null || results.dataset.search !== wanted) return;
        const start = pressedAt;
        const text = wanted;
        wanted = null;
        results.getBoundingClientRect(); // lays the new grid out now, so its cost counts in the first stage
        const inPageMs = performance.now() - start;
        const request = fetchedSince(text, start);
        // The grid is in the DOM: the next frame paints it, and a task queued from that frame runs after the paint.
        requestAnimationFrame(() =>
          setTimeout(() => {
            window.keystrokeLatencies.push({
              text,
              inPageMs,
              paintedMs: performance.now() - start,
              askedServer: request !== undefined,
              roundTripMs: request && request.responseEnd - request.startTime,
            });
          }, 0),
        );
      };
      input.addEventListener('keydown', (event) => {
        pressedAt = event.timeStamp;
      });
      // The text the grid must answer is known once the keystroke has changed the box.
      input.addEventListener('input', () => {
        wanted = input.value.trim();
        check();
      });
      new MutationObserver(check).observe(results, {
        attributes: true,
        attributeFilter: ['data-search'],
        childList: true,
        subtree: true,
      });
    },
    { placeholder: SEARCH_BOX, listingPath: PRODUCT_LISTING_PATH },
  );
  // Playwright injects its own script into the page the first time it waits on a function there (tens
  // of milliseconds of the page's main thread): done now, not inside the first measured keystroke.
  await page.waitForFunction(() => Array.isArray(window.keystrokeLatencies));
  const search = page.getByPlaceholder(SEARCH_BOX);
  for (const [i, key] of keys.entries()) {
    await search.press(key);
    await page.waitForFunction((count) => window.keystrokeLatencies.length >= count, i + 1, {
      timeout: 10_000,
    });
  }
  return page.evaluate(() => window.keystrokeLatencies);
}

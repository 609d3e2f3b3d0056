// Time from a keystroke in the /products search box to the updated grid being painted, in chromium,
// measured in the page with the Performance API: keydown timestamp → the grid's DOM change → next frame.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

declare global {
  interface Window {
    keystrokeLatencies: number[];
  }
}

export async function searchKeystrokeLatencies(shopUrl: string, keystrokes = 50): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${shopUrl}/products`);
    const search = page.getByPlaceholder('Search products...');
    await search.waitFor({ timeout: 60_000 });
    await page.locator('a[href^="/product/"]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      window.keystrokeLatencies = [];
      const input = document.querySelector<HTMLInputElement>('input[placeholder="Search products..."]');
      let pressedAt = 0;
      input?.addEventListener('keydown', (event) => {
        pressedAt = event.timeStamp;
      });
      new MutationObserver(() => {
        if (!pressedAt) return;
        const start = pressedAt;
        pressedAt = 0;
        requestAnimationFrame(() => window.keystrokeLatencies.push(performance.now() - start));
      }).observe(document.querySelector('main') ?? document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    // Each keystroke toggles between a narrow search and the full list, so the grid always changes.
    const digits = '7395';
    for (let i = 0; i < keystrokes; i++) {
      await search.press(i % 2 === 0 ? digits[(i / 2) % digits.length] : 'Backspace');
      await page.waitForFunction((count) => window.keystrokeLatencies.length >= count, i + 1, {
        timeout: 5000,
      });
    }
    return await page.evaluate(() => window.keystrokeLatencies);
  } finally {
    await browser.close();
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

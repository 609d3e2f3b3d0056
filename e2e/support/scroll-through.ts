import type { Page } from 'playwright-core';

/**
 * Scrolls through the whole page, a screen at a time, as a shopper reading it would, then back to the
 * top: sections below the first screen load as they come near it (components/use-near-screen), and
 * a check of the whole page must see them loaded. Call it once the page has rendered its sections.
 * Waits until no skeleton card is left.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await twoFrames();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => !document.querySelector('[data-testid="skeleton-card"]'));
  await page.waitForLoadState('networkidle');
}

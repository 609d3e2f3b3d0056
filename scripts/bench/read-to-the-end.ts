// Scrolls a page to its end as a shopper reading it would, so a measure of what the page loads counts
// every section's pictures.
import type { Page } from 'playwright-core';
import { SKELETON_CARD_SELECTOR } from '../lib/page-markers.mjs';

/**
 * A screen at a time to the end, each screen left only once it shows what it holds: no skeleton card
 * and every picture on it loaded. Sections load their cards as they come near the screen (decision
 * 0035), and a section far from the screen is not rendered (decision 0036): a screen scrolled past
 * before its cards arrived would never ask for their pictures.
 */
export async function readToTheEnd(page: Page, timeoutMs = 30_000): Promise<void> {
  for (let screen = 0; ; screen++) {
    const scrolled = await page.evaluate((screen) => {
      const top = screen * window.innerHeight;
      if (top >= document.documentElement.scrollHeight) return false;
      window.scrollTo(0, top);
      return true;
    }, screen);
    if (!scrolled) return;
    await page.waitForFunction(
      (skeleton) => {
        const onScreen = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.bottom > 0 &&
            box.top < window.innerHeight &&
            box.right > 0 &&
            box.left < window.innerWidth
          );
        };
        const loading = [...document.querySelectorAll(skeleton)].some(onScreen);
        return !loading && [...document.images].filter(onScreen).every((image) => image.complete);
      },
      SKELETON_CARD_SELECTOR,
      { timeout: timeoutMs, polling: 100 },
    );
  }
}

import type { Page } from 'playwright-core';
import { SKELETON_CARD_SELECTOR as SKELETON } from '../../scripts/lib/page-markers.mjs';

/**
 * Scrolls to each section still showing skeleton cards, as a shopper reading down the page would,
 * until every section has loaded, then back to the top: sections below the first screen load as they
 * come near it (components/use-near-screen), and a check of the whole page must see them loaded.
 * Call it once the page has rendered its sections.
 *
 * Every wait is one of Playwright's bounded waits, so a stall fails with the step named. A CI run hung
 * for a whole test in the scroll loop this replaces: it awaited animation frames inside one evaluate,
 * the test's only wait without a timeout.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    // Found and scrolled to in one step: a skeleton counted in one call can have loaded by the next.
    const waiting = await page.evaluate((selector) => {
      const skeletons = document.querySelectorAll(selector);
      skeletons[0]?.scrollIntoView({ block: 'center' });
      return skeletons.length;
    }, SKELETON);
    if (waiting === 0) break;
    await page.waitForFunction(
      ({ selector, before }) => document.querySelectorAll(selector).length < before,
      { selector: SKELETON, before: waiting },
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

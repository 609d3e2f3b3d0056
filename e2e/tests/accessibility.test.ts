import AxeBuilder from '@axe-core/playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { scrollThrough } from '../support/scroll-through';
import { publicPages as shopperPages } from '../support/shop-pages';

afterAll(closeBrowser);

async function publicPages(): Promise<string[]> {
  return [...(await shopperPages()), '/thank-you', '/track-order'];
}

describe('accessibility', () => {
  it('axe finds no serious or critical violation on any public page, on a phone and a desktop', async () => {
    const failures: string[] = [];
    for (const mobile of [false, true]) {
      const { page, context } = await newShopper({ mobile });
      for (const path of await publicPages()) {
        await page.goto(path);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          failures.push(
            `${mobile ? 'phone' : 'desktop'} ${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
          );
        }
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

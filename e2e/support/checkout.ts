import type { Page } from 'playwright-core';
import { SHOPPER } from '../../scripts/lib/fixtures.mjs';
import { scaled } from './time-factor';

export { SHOPPER };

/** Fills the checkout form by its labels and places the order; resolves once the thank-you page shows its order number. */
export async function placeOrder(page: Page): Promise<void> {
  for (const [field, value] of Object.entries(SHOPPER)) {
    await page
      .getByLabel(new RegExp(`^${field}`, 'i'))
      .first()
      .fill(value);
  }
  await page.getByRole('button', { name: /place order/i }).click();
  await page.waitForURL('**/thank-you', { timeout: scaled(30_000) });
  // The URL changes before a lazy page's code has arrived (the layout shows its loading state meanwhile).
  await page
    .getByText(/\d{6}-[2-9A-Z]{5}/)
    .first()
    .waitFor({ timeout: scaled(30_000) });
}

import type { Page } from 'playwright-core';
import { scaled } from './time-factor';

export const SHOPPER = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  address: '12 Canal Road',
  city: 'Lahore',
  country: 'Pakistan',
};

/** Fills the checkout form by its labels and places the order; resolves on the thank-you page. */
export async function placeOrder(page: Page): Promise<void> {
  for (const [field, value] of Object.entries(SHOPPER)) {
    await page
      .getByLabel(new RegExp(`^${field}`, 'i'))
      .first()
      .fill(value);
  }
  await page.getByRole('button', { name: /place order/i }).click();
  await page.waitForURL('**/thank-you', { timeout: scaled(30_000) });
}

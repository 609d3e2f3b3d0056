import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { scaled } from './time-factor';

/**
 * Checks the packing slip of an order of a framed photo, opened in its tab: the order, the cash to
 * collect, the frame and the shopper's photo, loaded. Answers the slip's text for further checks.
 */
export async function checkPhotoOrderSlip(
  slip: Page,
  orderNumber: string,
  photoUrl: string,
): Promise<string> {
  await slip.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor({ timeout: scaled(30_000) });
  const text = await slip.locator('body').innerText();
  expect(text).toMatch(/Cash to collect\s+Rs\. [\d,]+/);
  expect(text).toContain('Photo Frame With Your Picture');
  const thumbnail = slip.locator(`img.thumb[src="${photoUrl}"]`);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return text;
}

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { allOrders, catalogue } from '../support/staff-api';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

describe('a shopper personalises a photo frame', () => {
  it('uploads a photo with progress, orders it, and the order holds the uploaded URL', async () => {
    const { templates } = await catalogue();
    const frame = templates.find((t: any) => t.name === 'Photo Frame With Your Picture');
    const { page, errors, context } = await newShopper();
    await page.goto(`/customize-product/${frame._id}`);
    await page.getByRole('heading', { name: 'Customize Your Product' }).waitFor();

    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a33a48' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'family.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page
      .locator('img[src*="/uploads/"]')
      .first()
      .waitFor({ timeout: scaled(30_000) });
    await page.getByLabel(/Caption/).fill('Our first home');

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await placeOrder(page);
    // The thank-you page renders after the URL changes (React Router 7 renders navigations in a transition).
    await page
      .getByText(/\d{6}-[2-9A-Z]{5}/)
      .first()
      .waitFor({ timeout: scaled(30_000) });
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(await page.locator('main').innerText())?.[0];

    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored.items[0].customFields.Photo).toMatch(/\/uploads\/.+\.jpg$/);
    expect(stored.items[0].customFields.Caption).toBe('Our first home');
    const image = await fetch(stored.items[0].customFields.Photo);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(errors).toEqual([]);
    await context.close();
  });
});

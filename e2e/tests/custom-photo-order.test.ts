import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { allOrders, catalogue } from '../support/staff-api';
import { checkPhotoOrderSlip } from '../support/packing-slip';
import { logInAsStaff } from '../support/staff-session';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

describe('a shopper personalises a photo frame', () => {
  it('uploads a photo with progress, orders it, and the order holds the uploaded URL', async () => {
    const { templates } = await catalogue();
    const frame = templates.find((t: any) => t.name === 'Photo Frame With Your Picture');
    const { page, errors, context } = await newShopper();
    await page.goto(`/customize-product/${frame._id}`);
    await page.getByRole('heading', { name: 'Customize Your Product' }).waitFor();

    // Sharp at the frame's first size, 8 x 12 in (166 DPI): a smaller photo is refused for it.
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#a33a48' } })
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

    await printsItsSlip(orderNumber as string, stored.items[0].customFields.Photo);
  });
});

/** Staff open the order, print its slip: a new tab with the order, the cash to collect and the photo. */
async function printsItsSlip(orderNumber: string, photoUrl: string) {
  const { page: staff, errors, context } = await newShopper();
  await logInAsStaff(staff);
  await staff.goto('/view-orders');
  await staff.getByRole('button', { name: `View Details of Order #${orderNumber}` }).click();
  const [slip] = await Promise.all([
    context.waitForEvent('page'),
    staff
      .getByRole('dialog', { name: `Order #${orderNumber}` })
      .getByRole('button', { name: 'Print slip' })
      .click(),
  ]);
  await checkPhotoOrderSlip(slip, orderNumber, photoUrl);
  expect(errors).toEqual([]);
  await context.close();
}

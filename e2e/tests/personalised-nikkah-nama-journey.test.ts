import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlacedTemplate, PLACED_NAMES } from '../../scripts/lib/placed-template.mjs';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { allOrders, staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

const TEMPLATE = 'Journey Nikkah-Nama';
const NAMES = 'عائشہ اور علی';

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A Nikkah-Nama whose names and photo are placed on its picture and whose proof the couple approve. */
async function createNikkahNama(): Promise<string> {
  return createPlacedTemplate(shopUrl(), await staffToken(), {
    name: TEMPLATE,
    description: 'Your names and your photo, approved by you before we print.',
    hasFrame: false,
    frameColors: [],
    needsApproval: true,
    sizes: [
      { size: 'A6', actualPrice: 1500 },
      { size: 'A4', actualPrice: 3000 },
      { size: 'A3', actualPrice: 4500 },
    ],
    fields: [
      { ...PLACED_NAMES, layout: { ...PLACED_NAMES.layout, y: 0.6, h: 0.12 } },
      { fieldName: 'Photo', fieldType: 'image', required: true, layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.4 } },
    ],
  });
}

/** The shopper personalises the template on a phone, sees how sharp the photo prints at each size, and orders. */
async function personaliseAndOrder(shopper: Page, templateId: string) {
  await shopper.goto(`/customize-product/${templateId}`);
  const preview = shopper.getByRole('figure', { name: `Preview of your ${TEMPLATE}` });
  await preview.waitFor();
  await shopper.getByRole('textbox', { name: 'Names' }).fill(NAMES);
  const drawnNames = preview.getByText(NAMES);
  await drawnNames.waitFor();
  expect(await drawnNames.getAttribute('dir')).toBe('rtl');

  const size = shopper.getByRole('combobox', { name: 'Size' });
  await size.selectOption('0');
  await shopper
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: await picture(1000, 1250, '#a33a48') });
  await preview
    .locator('img[src*="/uploads/"]')
    .first()
    .waitFor({ timeout: scaled(30_000) });
  // 1000 × 1250 pixels, the photo area's shape, so the cropper keeps all of it: sharp at A6, soft at A4
  // (107 DPI), too small for A3; the message follows the size.
  await shopper.getByText(/^Sharp at this size \(\d+ DPI\)$/).waitFor();
  await size.selectOption('1');
  await shopper.getByText(/^This photo may look soft at A4 \(\d+ DPI\)/).waitFor();
  await size.selectOption('2');
  await shopper.getByText(/^This photo is too small to print at A3/).waitFor();
  await size.selectOption('0');
  await shopper.getByText(/^Sharp at this size/).waitFor();

  await shopper.getByRole('button', { name: 'Buy Now' }).click();
  await shopper.waitForURL('**/checkout');
  await placeOrder(shopper);
  const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(await shopper.locator('main').innerText())?.[0] as string;
  const link = shopper
    .getByRole('region', { name: 'Track Your Order' })
    .getByRole('link', { name: /track-order\// });
  return { orderNumber, trackingPath: (await link.getAttribute('href')) as string };
}

/** Opens the order in the staff order screen; answers its details dialog. */
async function openOrder(staff: Page, orderNumber: string) {
  await staff.goto('/view-orders');
  await staff.getByRole('button', { name: `View Details of Order #${orderNumber}` }).click();
  return staff.getByRole('dialog', { name: `Order #${orderNumber}` });
}

async function move(staff: Page, orderNumber: string, action: string, state: string) {
  const dialog = await openOrder(staff, orderNumber);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.getByRole('button', { name: `Yes, mark as ${state}` }).click();
  await staff.getByText(`Order #${orderNumber} is now ${state}`).waitFor();
}

async function trackingStep(shopper: Page, trackingPath: string, state: string) {
  await shopper.goto(trackingPath);
  await shopper
    .getByRole('region', { name: /^Order / })
    .getByRole('heading', { name: new RegExp(`: ${state}$`) })
    .waitFor();
}

const loaded = (image: import('playwright-core').Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

describe('a personalised Nikkah-Nama', () => {
  it('is personalised in Urdu with a photo, ordered, its proof sent by staff and approved from the tracking link, then produced', async () => {
    const templateId = await createNikkahNama();
    const { page: shopper, context, errors } = await newShopper({ mobile: true });
    const { page: staff, context: staffContext, errors: staffErrors } = await newShopper();
    await logInAsStaff(staff);

    const { orderNumber, trackingPath } = await personaliseAndOrder(shopper, templateId);
    await move(staff, orderNumber, 'Confirm', 'Confirmed');

    const dialog = await openOrder(staff, orderNumber);
    // The server draws a proof after the order; staff put their own in its place, drawn yet or not.
    await dialog.getByLabel(/^(Upload|Replace) the proof of line 1$/).setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 400, height: 500, channels: 3, background: '#f3e7d3' } })
        .png()
        .toBuffer(),
    });
    await expect.poll(() => loaded(dialog.getByRole('img', { name: 'Proof of line 1' }))).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Send proof', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, mark as Proof sent' }).click();
    await staff.getByText(`Order #${orderNumber} is now Proof sent`).waitFor();

    await trackingStep(shopper, trackingPath, 'Proof sent');
    const proof = shopper.getByRole('img', { name: `Proof of ${TEMPLATE}` });
    await expect.poll(() => loaded(proof)).toBeGreaterThan(0);
    await shopper.getByRole('button', { name: 'Approve the proof' }).click();
    await shopper
      .getByRole('region', { name: /^Order / })
      .getByRole('heading', { name: /: Approved$/ })
      .waitFor();

    await move(staff, orderNumber, 'Start production', 'In production');
    await trackingStep(shopper, trackingPath, 'In production');

    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored.status).toBe('in_production');
    expect(stored.items[0]).toMatchObject({
      size: 'A6',
      needsApproval: true,
      customFields: { Names: NAMES },
    });
    expect(stored.items[0].customFields.Photo).toMatch(/\/uploads\/.+\.jpg$/);
    expect(stored.items[0].proofUrl).toMatch(/\/uploads\/.+/);
    expect(errors).toEqual([]);
    expect(staffErrors).toEqual([]);
    await staffContext.close();
    await context.close();
  });
});

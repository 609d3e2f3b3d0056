import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { eventually } from '../support/eventually';
import { pictureFile } from '../support/images';
import { staffToken } from '../support/staff-api';
import { STAFF } from '../support/shop-process';
import { collectAlerts, logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

const PRODUCT = 'E2E Skyline Poster';
const TEMPLATE = 'E2E Monogram Poster';

async function productByName(name: string) {
  const { products } = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
  const card = products.find((p: any) => p.name === name);
  return card ? (await fetch(`${shopUrl()}/api/products/single-product/${card._id}`)).json() : null;
}

/** Opens Create Product and types an unframed A3 architecture poster at Rs. 900 (no pictures yet). */
async function typeUnframedPoster(page: Page, poster: { name: string; stock: string; description: string }) {
  await page.goto('/create-product');
  await page.getByLabel(/^Product Name/).fill(poster.name);
  await page.getByLabel(/^Stock/).fill(poster.stock);
  await page.getByLabel(/^Description/).fill(poster.description);
  await page.getByLabel(/^Product Type/).selectOption('Posters');
  await page.getByLabel('Product Category').selectOption({ label: 'ARCHITECTURE' });
  const withFrame = page.getByLabel('With Frame?');
  if (await withFrame.isChecked()) await withFrame.uncheck();
  await page.getByLabel('Size 1', { exact: true }).fill('A3');
  await page.getByLabel('Actual price 1', { exact: true }).fill('900');
}

describe('staff area', () => {
  it('sends a visitor without a token from /dashboard to /', async () => {
    const { page, context } = await newShopper();
    await page.goto('/dashboard');
    await page.waitForURL(`${shopUrl()}/`);
    await context.close();
  });

  it('creates a product with two images, sees it as a shopper, edits its price and an image, and deletes it', async () => {
    const { page, context, errors } = await newShopper();
    collectAlerts(page);
    await logInAsStaff(page);

    await typeUnframedPoster(page, { name: PRODUCT, stock: '7', description: 'A city skyline at dusk.' });
    await page.getByLabel('Discounted price 1', { exact: true }).fill('750');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles([await pictureFile('a.png', '#123456'), await pictureFile('b.png', '#654321')]);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully!').waitFor();

    const created = await productByName(PRODUCT);
    expect(created.productImages).toHaveLength(2);
    expect(created.sizes[0]).toMatchObject({ size: 'A3', actualPrice: 900, discountedPrice: 750 });

    const shopper = await newShopper();
    await shopper.page.goto('/products');
    await shopper.page.getByPlaceholder('Search products...').fill('Skyline');
    await shopper.page
      .getByRole('link', { name: new RegExp(PRODUCT) })
      .first()
      .waitFor();
    await shopper.context.close();

    await page.goto('/all-products');
    await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    await page.waitForURL('**/update-product');
    await page.getByLabel('Actual price 1', { exact: true }).fill('1000');
    await page.getByLabel('Discounted price 1', { exact: true }).fill('800');
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles(await pictureFile('c.png', '#abcdef'));
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL('**/all-products');

    const edited = await productByName(PRODUCT);
    expect(edited.sizes[0]).toMatchObject({ actualPrice: 1000, discountedPrice: 800 });
    expect(edited.productImages[0]).toEqual(created.productImages[0]);
    expect(edited.productImages[1].public_id).not.toBe(created.productImages[1].public_id);
    expect((await fetch(created.productImages[1].url)).status).toBe(404);

    await page.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product successfully deleted.').waitFor();
    expect(await productByName(PRODUCT)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a template with a dropdown and an image field; a shopper orders it with a photo; staff download the photo', async () => {
    const { page, context } = await newShopper();
    collectAlerts(page);
    await logInAsStaff(page);

    await page.goto('/create-template');
    await page.getByLabel(/^Product Name/).fill(TEMPLATE);
    await page.getByLabel(/^Stock/).fill('20');
    await page.getByLabel(/^Description/).fill('Your initials, beautifully set.');
    await page.getByLabel(/^Product Type/).selectOption('Stickers');
    await eventually(() => page.getByLabel('Size 1', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Actual price 1', { exact: true }).fill('600');
    await page.getByRole('button', { name: /Add Custom Field/ }).click();
    await page.getByLabel('Field 1 name').fill('Style');
    await page.getByLabel('Field 1 type').selectOption('dropdown');
    await page.getByLabel('Field 1 required').check();
    await page.getByLabel('New option for Field 1').fill('Bold');
    await page.getByRole('group', { name: 'Field 1' }).getByRole('button', { name: 'Add Option' }).click();
    await page.getByLabel('New option for Field 1').fill('Thin');
    await page.getByRole('group', { name: 'Field 1' }).getByRole('button', { name: 'Add Option' }).click();
    await page.getByRole('button', { name: /Add Custom Field/ }).click();
    await page.getByLabel('Field 2 name').fill('Photo');
    await page.getByLabel('Field 2 type').selectOption('image');
    await page.getByLabel('Field 2 required').check();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await pictureFile('t.png', '#7a1f2b'));
    await page.getByText('Selected Images: 1/2').waitFor();
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Custom product template created successfully!').waitFor();

    const templates = await (
      await fetch(`${shopUrl()}/api/custom-products/custom-admin-product-templates`)
    ).json();
    const template = templates.find((t: any) => t.name === TEMPLATE);
    expect(template.fields.map((f: any) => [f.fieldName, f.fieldType, f.options])).toEqual([
      ['Style', 'dropdown', ['Bold', 'Thin']],
      ['Photo', 'image', []],
    ]);

    const shopper = await newShopper();
    await shopper.page.goto(`/customize-product/${template._id}`);
    await shopper.page.getByLabel(/Style/).selectOption('Thin');
    await shopper.page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await pictureFile('me.jpg', '#a33a48', 'jpeg'));
    await shopper.page
      .locator('img[src*="/uploads/"]')
      .first()
      .waitFor({ timeout: scaled(30_000) });
    await shopper.page.getByRole('button', { name: 'Buy Now' }).click();
    await shopper.page.waitForURL('**/checkout');
    await placeOrder(shopper.page);
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(await shopper.page.locator('main').innerText())?.[0] ?? '';
    expect(orderNumber).not.toBe('');
    await shopper.context.close();

    await page.goto('/view-orders');
    await page.getByPlaceholder('Search by order number, name or email...').fill(orderNumber);
    await page.getByText(`Order #${orderNumber}`).waitFor();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Thin').waitFor();
    await modal.getByText('Click to view').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal
        .getByRole('button', { name: /Download/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Photo-order-${orderNumber}-item-1`));
    await page.getByText('Image downloaded successfully!').waitFor();
    await context.close();
  });

  it('keeps a product being typed when the session is ended elsewhere, and shows it again after logging in', async () => {
    const { page, context } = await newShopper();
    await logInAsStaff(page);
    await typeUnframedPoster(page, {
      name: 'E2E Draft Poster',
      stock: '3',
      description: 'Typed before the session ended.',
    });
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await pictureFile('d.png', '#345678'));

    // "Log out everywhere" from another computer ends this browser's token too.
    const elsewhere = await fetch(`${shopUrl()}/api/admin/logout-everywhere`, {
      method: 'POST',
      headers: { Authorization: await staffToken() },
    });
    expect(elsewhere.status).toBe(200);

    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your session has ended, please log in again').waitFor();
    expect(await productByName('E2E Draft Poster')).toBeNull();

    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await clickForToast(page, page.getByRole('button', { name: 'Login' }), 'Login successful!');
    await page.waitForURL('**/create-product');
    await page.getByText('Your unsaved changes were restored').waitFor();
    expect(await page.getByLabel(/^Product Name/).inputValue()).toBe('E2E Draft Poster');
    expect(await page.getByLabel(/^Description/).inputValue()).toBe('Typed before the session ended.');
    expect(await page.getByLabel('Actual price 1', { exact: true }).inputValue()).toBe('900');
    await context.close();
  });

  it('edits an announcement and the ticker shows it', async () => {
    const { page, context } = await newShopper();
    await logInAsStaff(page);
    await page.goto('/announcements');
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.getByLabel('Message', { exact: true }).fill('Eid sale: 20% off all frames this week!');
    await page.getByRole('button', { name: /Save/ }).first().click();
    await page.getByText('Announcement updated successfully').waitFor();

    const shopper = await newShopper();
    await shopper.page.goto('/');
    await shopper.page.getByText('Eid sale: 20% off all frames this week!').first().waitFor();
    await shopper.context.close();
    await context.close();
  });
});

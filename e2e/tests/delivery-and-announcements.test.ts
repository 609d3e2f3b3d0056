import type { Page } from 'playwright-core';
import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { SHOPPER } from '../support/checkout';
import { eventually } from '../support/eventually';
import { allOrders, staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';
import { scaled } from '../support/time-factor';

afterAll(async () => {
  // The suite shares one shop: leave it as the other journeys expect it (support/shop-process.ts).
  await fetch(`${shopUrl()}/api/shop-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: await staffToken() },
    body: JSON.stringify({ ...SAMPLE_SHOP_SETTINGS, maxWaitingOrdersPerPhone: 100 }),
  });
  await closeBrowser();
});

const ANNOUNCEMENT = 'E2E: free gift wrap on every order this week';

/** The shopper finds the seeded Anime frame among the frames and adds it to the cart. */
async function addAnimeFrameToCart(page: Page) {
  await page.goto('/products');
  await page.getByLabel('Product type').first().selectOption('Frames');
  await page.getByPlaceholder('Search products...').fill('Anime');
  const card = page.locator('a[href^="/product/"]', { hasText: 'Anime' }).first();
  await card.waitFor();
  await card.click();
  await page.waitForURL('**/product/**');
  await clickForToast(page, page.getByRole('button', { name: 'Add to Cart' }).first(), /added to cart!/);
}

describe('the owner sets delivery by city', () => {
  it('staff give Multan its own charge; a shopper there sees it at checkout and pays it', async () => {
    const staff = await newShopper();
    await logInAsStaff(staff.page);
    await staff.page.goto('/shop-settings');
    await staff.page.getByRole('button', { name: 'Add a city' }).click();
    await staff.page.getByLabel('City 1', { exact: true }).fill('Multan');
    await staff.page.getByLabel('Delivery charge for city 1 (Rs.)').fill('450');
    await clickForToast(
      staff.page,
      staff.page.getByRole('button', { name: 'Save Settings' }),
      'Shop settings saved',
    );
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    const { page, errors, context } = await newShopper();
    await addAnimeFrameToCart(page);
    await page.goto('/cart');
    await page.getByText('Delivery from Rs. 250, depending on your city: checkout shows yours.').waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    const delivery = page.getByTestId('checkout-delivery');
    await eventually(() => delivery.innerText()).toBe('Rs. 250');
    for (const [field, value] of Object.entries({ ...SHOPPER, city: ' multan' })) {
      await page
        .getByLabel(new RegExp(`^${field}`, 'i'))
        .first()
        .fill(value);
    }
    await eventually(() => delivery.innerText()).toBe('Rs. 450');
    const subtotal = Number((await page.getByTestId('checkout-subtotal').innerText()).replace(/\D/g, ''));
    const total = Number((await page.getByTestId('checkout-total').innerText()).replace(/\D/g, ''));
    expect(total).toBe(subtotal + 450);

    await page.getByRole('button', { name: /place order/i }).click();
    await page.waitForURL('**/thank-you', { timeout: scaled(30_000) });
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(
      await page
        .getByText(/\d{6}-[2-9A-Z]{5}/)
        .first()
        .innerText(),
    )?.[0];
    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored).toMatchObject({ deliveryCharge: 450, total: stored.subtotal + 450 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

// After the journey above: Multan's own charge (Rs. 450) is saved.
describe('a shopper in another city uses a discount code', () => {
  it('staff add a code; the shopper sees the city’s delivery charge and the saving, and the order keeps both', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const staff = await newShopper();
    await logInAsStaff(staff.page);
    await staff.page.goto('/discount-codes');
    const form = staff.page.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Kind').selectOption('fixed');
    await form.getByLabel('Rupees off').fill('200');
    await form.getByLabel('Total uses allowed (optional)').fill('5');
    await clickForToast(
      staff.page,
      form.getByRole('button', { name: 'Add Code' }),
      `Discount code ${code} added`,
    );
    await staff.page.getByRole('article', { name: code }).getByText('Used 0 of 5', { exact: true }).waitFor();

    const { page, errors, context } = await newShopper();
    await addAnimeFrameToCart(page);
    await page.goto('/cart');
    const before = Number((await page.getByTestId('cart-total').innerText()).replace(/\D/g, ''));
    await page.getByLabel('Discount code', { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => page.getByTestId('cart-discount').innerText()).toBe('- Rs. 200');
    await eventually(async () =>
      Number((await page.getByTestId('cart-total').innerText()).replace(/\D/g, '')),
    ).toBe(before - 200);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    const phone = `0301 ${String(Date.now()).slice(-7)}`;
    for (const [field, value] of Object.entries({ ...SHOPPER, phone, city: 'Multan' })) {
      await page
        .getByLabel(new RegExp(`^${field}`, 'i'))
        .first()
        .fill(value);
    }
    await eventually(() => page.getByTestId('checkout-delivery').innerText()).toBe('Rs. 450');
    expect(await page.getByTestId('checkout-discount').innerText()).toBe('- Rs. 200');
    const subtotal = Number((await page.getByTestId('checkout-subtotal').innerText()).replace(/\D/g, ''));
    const total = Number((await page.getByTestId('checkout-total').innerText()).replace(/\D/g, ''));
    expect(total).toBe(subtotal - 200 + 450);

    await page.getByRole('button', { name: /place order/i }).click();
    await page.waitForURL('**/thank-you', { timeout: scaled(30_000) });
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(
      await page
        .getByText(/\d{6}-[2-9A-Z]{5}/)
        .first()
        .innerText(),
    )?.[0];
    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored).toMatchObject({ discountCode: code, discountAmount: 200, deliveryCharge: 450, total });

    await staff.page.reload();
    await staff.page.getByRole('article', { name: code }).getByText('Used 1 of 5', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await context.close();
    await staff.context.close();
  });
});

describe('staff add and delete an announcement', () => {
  it('the ticker shows it once added, and no more once deleted', async () => {
    const staff = await newShopper();
    await logInAsStaff(staff.page);
    await staff.page.goto('/announcements');
    await staff.page.getByRole('textbox', { name: 'New announcement' }).fill(ANNOUNCEMENT);
    await clickForToast(
      staff.page,
      staff.page.getByRole('button', { name: 'Add Announcement' }),
      'Announcement added successfully',
    );

    const shopper = await newShopper();
    await shopper.page.goto('/');
    const ticker = shopper.page.getByRole('region', { name: 'Announcements' });
    await ticker.getByText(ANNOUNCEMENT, { exact: false }).waitFor();

    await staff.page
      .locator('article', { hasText: ANNOUNCEMENT })
      .getByRole('button', { name: 'Delete' })
      .click();
    await clickForToast(
      staff.page,
      staff.page.getByRole('dialog', { name: 'Delete Announcement' }).getByRole('button', {
        name: 'Delete Announcement',
      }),
      'Announcement deleted successfully',
    );
    await staff.page.locator('article', { hasText: ANNOUNCEMENT }).waitFor({ state: 'detached' });

    await shopper.page.reload();
    await shopper.page.locator('main').first().waitFor();
    await eventually(async () => {
      await shopper.page.reload();
      await shopper.page.locator('main').first().waitFor();
      return shopper.page.getByText(ANNOUNCEMENT).count();
    }).toBe(0);
    expect(shopper.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await shopper.context.close();
    await staff.context.close();
  });
});

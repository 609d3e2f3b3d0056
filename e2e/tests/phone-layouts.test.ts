import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { scrollThrough } from '../support/scroll-through';
import { eventually } from '../support/eventually';
import { catalogue, staffToken } from '../support/staff-api';
import { publicPages as shopperPages } from '../support/shop-pages';
import { logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';

afterAll(closeBrowser);

/** Phone screenshots of every screen, kept as the run's artefacts (git-ignored) for a look by eye. */
const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots', 'phone');
fs.mkdirSync(SHOTS, { recursive: true });

const STAFF_PAGES = [
  '/dashboard',
  '/all-products',
  '/all-custom-products-template',
  '/create-product',
  '/create-template',
  '/view-orders',
  '/new-order',
  '/messages',
  '/announcements',
  '/banners',
  '/discount-codes',
  '/shop-settings',
  '/staff-accounts',
];

/** Every shopper's screen in English and in Urdu (right to left, under /ur), and the staff login. */
async function publicPages(): Promise<string[]> {
  const english = await shopperPages();
  const urdu = english.map((route) => (route === '/' ? '/ur' : `/ur${route}`));
  return [...english, ...urdu, '/login', '/set-password?token=phone-layout-check'];
}

/** Opens a screen, saves its full-page screenshot, and answers how much it overflows sideways. */
async function visit(page: Page, route: string): Promise<number> {
  await page.goto(route);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  // Sections that skip their rendering off screen (content-visibility) clip what overflows them: the
  // check lays every one out, so an overflow there still shows.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const name = route.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** What part of a box lies outside the screen's width. */
async function outsideScreen(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > window.innerWidth + 0.5)
      .map(({ element }) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
}

/** One order of a product in stock, placed as the storefront places it, so the orders table has a row. */
async function placeOrderByApi(): Promise<void> {
  // The staff list answers stock, which the shoppers' lists leave out; the best-stocked item, so the
  // stock other journeys read stays as they expect.
  const products = await (
    await fetch(`${shopUrl()}/api/products/all-admin-products`, {
      headers: { Authorization: await staffToken() },
    })
  ).json();
  const product = products
    .filter((p: any) => p.sizes?.length > 0)
    .sort((a: any, b: any) => b.stock - a.stock)[0];
  const size = product.sizes[0];
  const price = size.discountedPrice || size.actualPrice;
  const quantity = Math.ceil(250 / price);
  const res = await fetch(`${shopUrl()}/api/orders/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        phone: '03001234567',
        address: '1 Mall Road',
        city: 'Lahore',
        country: 'Pakistan',
      },
      items: [{ id: product._id, size: size.size, sizeIndex: 0, quantity, price }],
      subtotal: price * quantity,
      deliveryCharge: 250,
      total: price * quantity + 250,
      paymentMethod: 'Cash on Delivery',
    }),
  });
  expect(res.status).toBe(201);
}

describe('phone layouts (375 px)', () => {
  it('no public or staff screen is wider than the phone, and each is saved as a screenshot', async () => {
    const { page, context, errors } = await newShopper({ mobile: true });
    const wide: string[] = [];
    for (const route of await publicPages()) {
      const overflow = await visit(page, route);
      if (overflow > 0) wide.push(`${route}: ${overflow}px`);
    }
    await logInAsStaff(page);
    for (const route of STAFF_PAGES) {
      const overflow = await visit(page, route);
      if (overflow > 0) wide.push(`${route}: ${overflow}px`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff tables keep View, Edit and Delete on the screen', async () => {
    const { page, context } = await newShopper({ mobile: true });
    await logInAsStaff(page);
    for (const route of ['/all-products', '/all-custom-products-template']) {
      await page.goto(route);
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .waitFor();
      expect(await outsideScreen(page, 'table button')).toEqual([]);
    }
    await context.close();
  });

  it('the orders table shows every order as a card: number, customer, total, status and actions on the screen', async () => {
    await placeOrderByApi();
    const { page, context } = await newShopper({ mobile: true });
    await logInAsStaff(page);
    await page.goto('/view-orders');
    await page
      .getByRole('button', { name: /^View Details of / })
      .first()
      .waitFor();
    const sideways = await page.$eval('table', (table) => {
      const frame = table.parentElement as HTMLElement;
      return frame.scrollWidth - frame.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    expect(await outsideScreen(page, 'table tbody tr > *, table button')).toEqual([]);
    await context.close();
  });

  it('the Edit order form of an order fits the phone: fields, lines and the line adder on the screen', async () => {
    await placeOrderByApi();
    const { page, context } = await newShopper({ mobile: true });
    await logInAsStaff(page);
    await page.goto('/view-orders');
    await page
      .getByRole('button', { name: /^View Details of / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Edit order' }).click();
    const form = page.getByRole('form', { name: 'Edit order' });
    const item = form.getByLabel('Product or template');
    await item.locator('option').nth(1).waitFor({ state: 'attached' });
    await item.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Add line' }).waitFor();
    const name = 'edit-order';
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(
      await outsideScreen(page, 'form[aria-label="Edit order"] :is(input, select, button, label)'),
    ).toEqual([]);
    await context.close();
  });

  it('the print sizes of Create Template fit the phone: a long label the rule cannot read keeps its row on the screen', async () => {
    const { page, context } = await newShopper({ mobile: true });
    await logInAsStaff(page);
    await page.goto('/create-template');
    const label = 'Extra Large Family Portrait';
    await page.getByLabel('Size 1', { exact: true }).fill(label);
    const printSizes = page.getByRole('group', { name: 'Print sizes' });
    await printSizes.getByLabel(`Print width of ${label}`).fill('16');
    await printSizes.getByLabel(`Print size unit of ${label}`).selectOption('cm');
    await page.screenshot({ path: path.join(SHOTS, 'create-template-print-sizes.png'), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await outsideScreen(page, 'fieldset :is(input, select, label)')).toEqual([]);
    await context.close();
  });

  it('product cards keep both prices on one line, at the same height in each row', async () => {
    const { page, context } = await newShopper({ mobile: true });
    await page.goto('/products');
    await page.locator('main ul li article').first().waitFor();
    const cards = await page.$$eval('main ul li article', (articles) =>
      articles.map((article) => {
        const price = article.querySelector('p:last-child') as HTMLElement;
        const line = Number.parseFloat(getComputedStyle(price).lineHeight) || 24;
        return {
          top: Math.round(article.getBoundingClientRect().top),
          priceBottom: Math.round(price.getBoundingClientRect().bottom),
          priceLines: price.offsetHeight / line,
        };
      }),
    );
    expect(cards.filter((card) => card.priceLines > 1.5)).toEqual([]);
    // Names of one, two or three lines: the prices still line up along each row.
    const rows = new Map<number, Set<number>>();
    for (const card of cards) rows.set(card.top, (rows.get(card.top) ?? new Set()).add(card.priceBottom));
    expect([...rows.values()].filter((bottoms) => bottoms.size > 1)).toEqual([]);
    await context.close();
  });

  it('the hero shows its whole banner, side drawings included', async () => {
    const { page, context } = await newShopper({ mobile: true });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured collections' }).getByRole('img').first();
    await banner.waitFor();
    const box = await banner.boundingBox();
    // The banners are drawn at 16:7; a crop to another shape cut their side drawings into slivers.
    expect(box && Math.abs(box.width / box.height - 16 / 7)).toBeLessThan(0.05);
    await context.close();
  });

  it('the About page shows all four policy tabs without scrolling sideways', async () => {
    const { page, context } = await newShopper({ mobile: true });
    await page.goto('/about-us');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await eventually(() => tabs.count()).toBe(4);
    expect(await outsideScreen(page, '[role="tab"]')).toEqual([]);
    await context.close();
  });
});

describe('desktop', () => {
  it('the add-to-cart toast opens away from the header and its Cart link', async () => {
    const { page, context } = await newShopper();
    const { products } = await catalogue();
    const inStock = products.find((p: any) => p.sizes?.length > 0) ?? products[0];
    await page.goto(`/product/${inStock._id}`);
    // Where the toasts' container stood when the toast appeared: below the header (at the top right
    // it covered the Cart link), in the screen's lower half.
    const { container } = await clickForToast(
      page,
      page.getByRole('button', { name: 'Add to Cart' }).first(),
      /added to cart!/,
    );
    const cart = await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).first().boundingBox();
    const height = page.viewportSize()?.height ?? 900;
    expect(container.height).toBeGreaterThan(0);
    expect(cart).toBeTruthy();
    if (cart) expect(container.y).toBeGreaterThan(cart.y + cart.height);
    expect(container.y).toBeGreaterThan(height / 2);
    await context.close();
  });
});

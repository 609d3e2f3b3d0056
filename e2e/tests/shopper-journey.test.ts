import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { placeOrder, SHOPPER } from '../support/checkout';
import { allOrders } from '../support/staff-api';
import { clickForToast } from '../support/toasts';

afterAll(closeBrowser);

describe('a shopper buys a framed poster with cash on delivery', () => {
  it('browses, filters, opens a product, adds it to the cart, checks out and reaches the thank-you page', async () => {
    const { page, errors, context } = await newShopper();
    await page.goto('/');
    await page.getByRole('link', { name: 'View Products' }).click();
    await page.waitForURL('**/products');
    await page.getByRole('heading', { name: 'Explore Our Collection' }).waitFor();

    await page.getByLabel('Product type').first().selectOption('Frames');
    await page.getByPlaceholder('Search products...').fill('Anime');
    // The card the search answers with: until its answer arrives, the grid still shows the unfiltered cards.
    const card = page.locator('a[href^="/product/"]', { hasText: 'Anime' }).first();
    await card.waitFor();
    const name = (await card.getAttribute('aria-label')) ?? (await card.innerText());
    await card.click();
    await page.waitForURL('**/product/**');

    await clickForToast(page, page.getByRole('button', { name: 'Add to Cart' }).first(), /added to cart!/);
    await page.getByRole('link', { name: /cart/i }).first().click();
    await page.waitForURL('**/cart');
    await page.getByText(/Anime/).first().waitFor();
    await page
      .getByRole('button', { name: 'Proceed to Checkout' })
      .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
      .first()
      .click();
    await page.waitForURL('**/checkout');
    await placeOrder(page);

    const thankYou = await page.locator('main').innerText();
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(thankYou)?.[0];
    expect(orderNumber).toBeTruthy();
    expect(thankYou).toMatch(/Cash on Delivery/i);

    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored.customer).toMatchObject({ name: SHOPPER.name, city: SHOPPER.city });
    expect(stored.items[0].name).toContain('Anime');
    expect(stored.total).toBe(stored.subtotal + 250);
    expect(name).toBeTruthy();
    const cartAfter = await page.evaluate(() => localStorage.getItem('cart'));
    expect(cartAfter === null || cartAfter === '[]').toBe(true);

    // A reload keeps the order's number and its private tracking link on the thank-you page.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank You for Your Order!' }).waitFor();
    await page.getByText(orderNumber ?? '').waitFor();
    await page.getByRole('link', { name: /\/track-order\// }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shopper who lands on a product page', () => {
  it('is told at once that the product went into the cart', async () => {
    const { page, errors, context } = await newShopper();
    const products = await (await page.request.get('/api/products/newly-added-products?limit=1')).json();
    await page.goto(`/product/${products[0]._id}`);
    await clickForToast(
      page,
      page.getByRole('button', { name: 'Add to Cart' }).first(),
      `${products[0].name} added to cart!`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asking for reduced motion, still reads the toast: its timer keeps its time, only its motion goes', async () => {
    // newShopper asks for reduced motion unless told otherwise.
    const { page, errors, context } = await newShopper();
    const products = await (await page.request.get('/api/products/newly-added-products?limit=1')).json();
    await page.goto(`/product/${products[0]._id}`);
    const { timer } = await clickForToast(
      page,
      page.getByRole('button', { name: 'Add to Cart' }).first(),
      `${products[0].name} added to cart!`,
    );
    // react-toastify closes a toast when its progress bar's animation ends: that animation is its timer
    // (the add-to-cart toast's second), not the 0.01 ms every other animation is cut to.
    expect(timer).toEqual({ duration: '1s', visibility: 'hidden' });
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { staffToken } from '../support/staff-api';
import { clickForToast } from '../support/toasts';

afterAll(closeBrowser);

describe('Back from a product page', () => {
  it('returns to the listing with its page and its scroll position', async () => {
    const { page, context, errors } = await newShopper();
    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/products?page=2');
    // Page 2 comes from the server: the pager marks it once its cards are on screen.
    await page.locator('main nav button[aria-current="page"]', { hasText: '2' }).waitFor();
    // The last card of page 2, brought into view: the page scrolls, and the click then needs none.
    const card = page.locator('main a[href^="/product/"]').last();
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 100);
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    await page.waitForURL('**/product/**');
    await page.goBack();
    await page.waitForURL('**/products?page=2');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, scrolled);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a price that changed while the item sat in the cart', () => {
  it('is taken into the cart with a notice, and Place Order then goes through', async () => {
    const { page, context, errors } = await newShopper();
    const token = await staffToken();
    const { products } = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
    const card = products.find((p: any) => p.category === 'Stickers' && p.sizes.length > 0);
    await page.goto(`/product/${card._id}`);
    await clickForToast(page, page.getByRole('button', { name: 'Add to Cart' }).first(), /added to cart!/);

    // Staff raise the price meanwhile.
    const product = await (await fetch(`${shopUrl()}/api/products/single-product/${card._id}`)).json();
    const newPrice = product.sizes[0].actualPrice + 100;
    const update = await fetch(`${shopUrl()}/api/products/update-product/${card._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({
        ...product,
        sizes: [
          { ...product.sizes[0], actualPrice: newPrice, discountedPrice: null },
          ...product.sizes.slice(1),
        ],
        imagesToDelete: [],
      }),
    });
    expect(update.status).toBe(200);

    await page.goto('/checkout');
    const done = placeOrder(page);
    await page.getByRole('alert').filter({ hasText: 'has changed to' }).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await done;
    expect(errors).toEqual([]);
    await context.close();
  });
});

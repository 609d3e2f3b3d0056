import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

describe('one origin', () => {
  it('serves the API, health and the storefront with its client-side routes', async () => {
    expect((await fetch(`${shopUrl()}/_health`)).status).toBe(204);
    const products = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
    expect(products.products.length).toBeGreaterThan(30);
    const home = await fetch(`${shopUrl()}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deepLink = await fetch(`${shopUrl()}/products`, { headers: { Accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    expect((await fetch(`${shopUrl()}/api/nothing-here`)).status).toBe(404);
  });

  it('opens the home page in chromium without page errors', async () => {
    const { page, errors, context } = await newShopper();
    await page.goto('/');
    await page
      .getByRole('heading', { name: 'Latest Products' })
      .first()
      .waitFor({ timeout: scaled(15_000) });
    await page
      .locator('a[href^="/product/"]')
      .first()
      .waitFor({ timeout: scaled(15_000) });
    expect(errors).toEqual([]);
    await context.close();
  });

  // Strapi's panel keeps React 18 while the storefront runs React 19 (docs/decisions/0017): it must still load.
  it("opens the Strapi panel's login in chromium without page errors", async () => {
    const { page, errors, context } = await newShopper();
    await page.goto('/admin/auth/login');
    await page.getByLabel(/^Email/).waitFor({ timeout: scaled(30_000) });
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: scaled(15_000) });
    expect(errors).toEqual([]);
    await context.close();
  });
});

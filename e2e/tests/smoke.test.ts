import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';

afterAll(closeBrowser);

describe('one origin', () => {
  it('serves the API, health and the storefront with its client-side routes', async () => {
    expect((await fetch(`${shopUrl()}/_health`)).status).toBe(204);
    const products = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
    expect(products.products.length).toBeGreaterThan(30);
    const deepLink = await fetch(`${shopUrl()}/products`, { headers: { Accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    expect((await fetch(`${shopUrl()}/api/nothing-here`)).status).toBe(404);
  });

  it('opens the home page in chromium without page errors', async () => {
    const { page, errors, context } = await newShopper();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Latest Products' }).first().isVisible({ timeout: 15_000 }),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

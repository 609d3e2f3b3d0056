import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { scrollThrough } from '../support/scroll-through';
import { entryScripts } from '../support/storefront-build';

afterAll(closeBrowser);

/** Git-ignored: the run's pictures of the shop, kept as test artefacts. */
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'artefacts', 'screenshots');

/** Waits until the splash is gone, the network is quiet and every picture on screen has loaded. */
async function settled(page: Page) {
  await page.getByTestId('splash-screen').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const pending = await page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const onScreen =
          box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        return onScreen && box.width > 0 && !(image.complete && image.naturalWidth > 0);
      })
      .map((image) => image.currentSrc || image.src),
  );
  expect(pending).toEqual([]);
}

/** The first product card of the page: its name links to the product, its picture shows it. */
function firstCard(page: Page) {
  return page.locator('article', { has: page.locator('a[href^="/product/"]') }).first();
}

describe('the shop at first sight', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`home, a listing and a product page on a ${device}, kept as screenshots`, async () => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const { page, errors, context } = await newShopper({ mobile: device === 'phone' });
      await page.goto('/');
      // The latest products load as the shopper scrolls towards them.
      await page.getByRole('region', { name: 'Latest Products' }).waitFor();
      await scrollThrough(page);
      await firstCard(page).locator('img').waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${device}-home.png`) });

      await page.goto('/products');
      const card = firstCard(page);
      await card.locator('img').waitFor();
      await settled(page);
      // Portrait posters keep their proportions in the cards: the whole picture, never a strip.
      expect(await card.locator('img').evaluate((image) => getComputedStyle(image).objectFit)).toBe(
        'contain',
      );
      await page.screenshot({ path: path.join(SCREENSHOTS, `${device}-products.png`) });

      const href = (await card.locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${device}-product.png`) });

      for (const name of ['home', 'products', 'product']) {
        expect(fs.statSync(path.join(SCREENSHOTS, `${device}-${name}.png`)).size).toBeGreaterThan(10_000);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a first visit to a product page renders the product at once, never the loading placeholder', async () => {
    const { page, errors, context } = await newShopper({ mobile: true });
    await page.goto('/products');
    const href = (await firstCard(page).locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
    // For the next document, before its own scripts run: notes whether the loading placeholder is ever put in.
    await page.addInitScript(() => {
      const seen = { placeholder: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading"]')) seen.placeholder = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as any).__seen.placeholder)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the home sections far below the first screen skip their rendering until they come near', async () => {
    const { page, errors, context } = await newShopper({ mobile: true });
    await page.goto('/');
    await page.getByRole('region', { name: 'Latest Products' }).waitFor();
    await page.waitForLoadState('networkidle');
    // false while the browser skips the element's style, layout and paint (content-visibility: auto)
    const rendered = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // Chromium renders ahead within a margin of about a screen and a half: Latest Products is within it.
    expect(await rendered('#customize-title')).toBe(false);
    expect(await rendered('footer h2 >> nth=0')).toBe(false);
    await page.getByRole('heading', { name: 'Customize Products' }).scrollIntoViewIfNeeded();
    await eventually(() => rendered('#customize-title')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a product page asks for its related products when the shopper scrolls towards them', async () => {
    const { page, errors, context } = await newShopper({ mobile: true });
    const relatedCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/related-product/')) relatedCalls.push(request.url());
    });
    await page.goto('/products');
    const href = (await firstCard(page).locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(relatedCalls).toEqual([]);

    const related = page.getByRole('region', { name: 'You May Also Like' });
    await related.scrollIntoViewIfNeeded();
    // Its cards, or its empty state for a product alone in its type.
    await related
      .locator('a[href^="/product/"]')
      .or(related.getByText('No Related Products Found'))
      .first()
      .waitFor();
    expect(relatedCalls).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the home page left alone does not lay itself out on every frame: its animations run on the compositor', async () => {
    const { page, context } = await newShopper({ mobile: true, motion: true });
    await page.goto('/');
    await page.getByTestId('hero-progress').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const layoutCount = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')
        ?.value ?? 0;
    const before = await layoutCount();
    // Sixty frames while the banner's progress bar fills, the ribbons and the ticker scroll.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const tick = () => (++frames === 60 ? resolve() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
    // A banner may change slides meanwhile (a layout or two); an animated width would lay out every frame.
    expect((await layoutCount()) - before).toBeLessThan(10);
  });

  it('a product link previews with its picture, name and price, and the footer shows the shop settings', async () => {
    const { products } = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
    const product = products[0];
    const html = await (await fetch(`${shopUrl()}/product/${product._id}`)).text();
    const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(html).toContain('<script type="module"');
    expect(meta('og:title')).toContain(product.name.replace(/&/g, '&amp;'));
    expect(Number(meta('product:price:amount'))).toBeGreaterThan(0);
    const picture = await fetch(meta('og:image') ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const { page, context } = await newShopper();
    await page.goto(`/product/${product._id}`);
    const settings = await (await fetch(`${shopUrl()}/api/shop-settings`)).json();
    await page.getByRole('contentinfo').getByText(settings.address).waitFor();
    await context.close();
  });

  it('the entry and the chunks it imports ask chromium to compile them while they download', async () => {
    const html = await (await fetch(`${shopUrl()}/`)).text();
    const announced = [
      ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
    ].map((match) => match[1]);
    const scripts = entryScripts();
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(announced).toContain(script);
      const code = await (await fetch(new URL(script, shopUrl()))).text();
      expect(code.split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  it('a first visit asks for what its first screen waits for beside the entry, not a round trip after it ran', async () => {
    const { products } = await (await fetch(`${shopUrl()}/api/products/all-products`)).json();
    // Toasts only follow a shopper's action: their container loads with the first toast, so no module
    // is fetched once the app runs.
    for (const address of ['/', `/product/${products[0]._id}`]) {
      const { page, context, errors } = await newShopper({ mobile: true });
      const cdp = await context.newCDPSession(page);
      const askedByScripts: string[] = [];
      cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
        const file = new URL(request.url).pathname;
        if ((type === 'Script' || type === 'Stylesheet') && initiator.type === 'script')
          askedByScripts.push(file);
      });
      await cdp.send('Network.enable');
      await page.goto(address);
      await page.getByTestId('splash-screen').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(askedByScripts, address).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a first visit to the listing shows its first page from the page itself, its first pictures asked for by the HTML', async () => {
    const { page, context, errors } = await newShopper({ mobile: true });
    const cdp = await context.newCDPSession(page);
    const listingCalls: string[] = [];
    const picturesAskedByTheHtml: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      if (new URL(request.url).pathname.startsWith('/api/products/listing')) listingCalls.push(request.url);
      if (type === 'Image' && initiator.type === 'parser') picturesAskedByTheHtml.push(request.url);
    });
    await cdp.send('Network.enable');
    await page.goto('/products');
    const picture = firstCard(page).locator('img');
    await picture.waitFor();
    await settled(page);
    expect(listingCalls).toEqual([]);
    const shown = await picture.evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(picturesAskedByTheHtml).toContain(shown);

    // A shared listing with a filter asks for its own page, and nothing is preloaded for it.
    picturesAskedByTheHtml.length = 0;
    await page.goto('/products?type=Posters');
    await firstCard(page).locator('img').waitFor();
    await settled(page);
    expect(listingCalls.map((url) => new URL(url).searchParams.get('type'))).toEqual(['Posters']);
    expect(picturesAskedByTheHtml).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the tab's and the home screen's icons are the shop's mark, in the shop's colour", async () => {
    const html = await (await fetch(`${shopUrl()}/`)).text();
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(icons.length).toBe(2);
    const { page, context } = await newShopper();
    await page.goto('/');
    // Browsers that ask for /favicon.ico on their own get the same mark, not the CMS's logo.
    for (const icon of [...icons, '/favicon.ico']) {
      const edge = await page.evaluate(async (src) => {
        const picture = new Image();
        picture.src = src;
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = picture.naturalWidth;
        canvas.height = picture.naturalHeight;
        const context2d = canvas.getContext('2d');
        context2d?.drawImage(picture, 0, 0);
        // Left of the frame drawn inside the mark: the mark's background.
        const [red, green, blue] =
          context2d?.getImageData(Math.floor(canvas.width / 8), Math.floor(canvas.height / 2), 1, 1).data ??
          [];
        return { red, green, blue };
      }, icon);
      expect(edge).toEqual({ red: 0x7a, green: 0x1f, blue: 0x2b });
    }
    await context.close();
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './chromium.js';
import { readToTheEnd } from './read-to-the-end.js';

// A 1×1 PNG.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Two sections far down the page, shaped like the shop's: skipped while far from the screen, showing a
 * skeleton card until their cards arrive (slowly, once the section comes near), then lazy pictures.
 */
const PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<style>
  .spacer { height: 2400px; }
  section { content-visibility: auto; contain-intrinsic-size: auto 400px; min-height: 400px; }
  img { width: 200px; height: 200px; display: block; }
</style>
<div class="spacer"></div>
<section data-name="first"><div data-testid="skeleton-card">…</div></section>
<div class="spacer"></div>
<section data-name="second"><div data-testid="skeleton-card">…</div></section>
<div class="spacer"></div>
<script>
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries.filter((entry) => entry.isIntersecting)) {
      near.unobserve(entry.target);
      fetch('/cards?for=' + entry.target.dataset.name).then((answer) => answer.text()).then((name) => {
        entry.target.innerHTML = '<img loading="lazy" alt="" src="/pictures/' + name + '.png">';
      });
    }
  }, { rootMargin: '300px' });
  document.querySelectorAll('section').forEach((section) => near.observe(section));
</script>`;

let server: http.Server;
let shopUrl: string;
let browser: Browser;

beforeAll(async () => {
  ensureChromium();
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/cards') {
      // Slower than a screen's scroll: the cards arrive after the reader would have moved on.
      setTimeout(() => response.end(url.searchParams.get('for')), 400);
    } else if (url.pathname.startsWith('/pictures/')) {
      response.setHeader('content-type', 'image/png');
      response.end(PICTURE);
    } else {
      response.setHeader('content-type', 'text/html');
      response.end(PAGE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('readToTheEnd', () => {
  it('reaches the end having loaded the pictures of sections whose cards arrive late', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(shopUrl, { waitUntil: 'networkidle' });
    await readToTheEnd(page);
    const pictures = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/pictures/')),
    );
    expect(pictures.sort()).toEqual(['/pictures/first.png', '/pictures/second.png']);
    const end = await page.evaluate(() => window.scrollY + window.innerHeight);
    expect(end).toBeGreaterThan(3 * 2400);
    await page.close();
  });
});

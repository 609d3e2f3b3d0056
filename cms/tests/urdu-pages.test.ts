// The Urdu pages under /ur as a crawler reads them: in Urdu, right to left, linked to their English twins.
import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { pageShopForFile, pageTools } from './helpers/page-shop';

const fixture = pageShopForFile();
const { crawl, addProduct } = pageTools(fixture);

/** The page's `hreflang` links, as language → address. */
function alternatesOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, language, url]) => [language, url],
    ),
  );
}

const openingTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];

describe('a page at its Urdu address', () => {
  it('is served with an Urdu, right-to-left head: language, title, description and share preview', async () => {
    const { status, html, head } = await crawl('/ur/products');
    expect(status).toBe(200);
    expect(openingTag(html)).toBe('<html lang="ur" dir="rtl">');
    expect(head.title).toBe(`مصنوعات | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('description')).toMatch(/^.*پوسٹرز، فریم شدہ پرنٹس/);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:locale')).toBe('ur_PK');
    expect(head.meta('og:locale:alternate')).toBe('en_PK');
    expect(head.canonical).toBe(`${fixture.shop.baseUrl}/ur/products`);
  });

  it('leaves the English page as it was: English head, no direction, the same path', async () => {
    const { status, html, head } = await crawl('/products');
    expect(status).toBe(200);
    expect(openingTag(html)).toBe('<html lang="en">');
    expect(head.title).toBe(`Products | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('og:locale')).toBe('en_PK');
    expect(head.canonical).toBe(`${fixture.shop.baseUrl}/products`);
  });

  it('links both languages and the English default with hreflang, from either address', async () => {
    const expected = {
      en: `${fixture.shop.baseUrl}/about-us`,
      ur: `${fixture.shop.baseUrl}/ur/about-us`,
      'x-default': `${fixture.shop.baseUrl}/about-us`,
    };
    expect(alternatesOf((await crawl('/about-us')).html)).toEqual(expected);
    expect(alternatesOf((await crawl('/ur/about-us')).html)).toEqual(expected);
    expect(alternatesOf((await crawl('/ur')).html)).toEqual({
      en: `${fixture.shop.baseUrl}/`,
      ur: `${fixture.shop.baseUrl}/ur`,
      'x-default': `${fixture.shop.baseUrl}/`,
    });
  });

  it('heads a product in Urdu at its Urdu address, keeping its own name, and links its English page', async () => {
    const product = await addProduct();
    const { status, html, head } = await crawl(`/ur/product/${product._id}`);
    expect(status).toBe(200);
    expect(openingTag(html)).toBe('<html lang="ur" dir="rtl">');
    expect(head.title).toBe(`Moonlit Calligraphy Poster | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.canonical).toBe(`${fixture.shop.baseUrl}/ur/product/${product._id}`);
    expect(alternatesOf(html)).toEqual({
      en: `${fixture.shop.baseUrl}/product/${product._id}`,
      ur: `${fixture.shop.baseUrl}/ur/product/${product._id}`,
      'x-default': `${fixture.shop.baseUrl}/product/${product._id}`,
    });
  });

  it('answers 404 with an Urdu not-found page for an unknown Urdu address, a staff page among them', async () => {
    for (const path of ['/ur/no-such-page', '/ur/product/not-a-product-id', '/ur/dashboard', '/ur/login']) {
      const { status, html, head } = await crawl(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(openingTag(html)).toBe('<html lang="ur" dir="rtl">');
      expect(head.meta('robots')).toBe('noindex');
    }
    expect((await crawl('/ur/no-such-page')).head.title).toBe(
      `صفحہ نہیں ملا | ${SAMPLE_SHOP_SETTINGS.shopName}`,
    );
  });

  it('keeps a shopper’s own Urdu pages out of search results, as their English twins', async () => {
    const { status, head, html } = await crawl('/ur/cart');
    expect(status).toBe(200);
    expect(head.title).toBe(`کارٹ | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('robots')).toBe('noindex');
    expect(alternatesOf(html)).toEqual({});
  });
});

describe('the sitemap', () => {
  it('lists every public page and product at its English and its Urdu address', async () => {
    const product = await addProduct({ name: 'Bilingual Poster' });
    const listed = await (await fetch(`${fixture.shop.baseUrl}/sitemap.xml`)).text();
    for (const path of ['/', '/products', '/about-us', '/contact-us', `/product/${product._id}`]) {
      expect(listed).toContain(`<loc>${fixture.shop.baseUrl}${path}</loc>`);
    }
    for (const path of [
      '/ur',
      '/ur/products',
      '/ur/about-us',
      '/ur/contact-us',
      `/ur/product/${product._id}`,
    ]) {
      expect(listed).toContain(`<loc>${fixture.shop.baseUrl}${path}</loc>`);
    }
    expect(listed).not.toContain('/ur/cart');
    expect(listed).not.toContain('/ur/dashboard');
  });
});

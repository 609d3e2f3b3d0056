// The shop's settings in the pages, and the files crawlers read: the sitemap and robots.txt.
import { DEFAULT_SHARE_PICTURE, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { pageShopForFile, pageTools } from './helpers/page-shop';

const fixture = pageShopForFile();
const { crawl, addProduct } = pageTools(fixture);

describe('shop settings in the pages', () => {
  it('a change shows in the share preview and the embedded footer details without a restart', async () => {
    const product = await addProduct({ name: 'Settings Poster' });
    const before = await crawl(`/product/${product._id}`);
    expect(before.head.meta('og:site_name')).toBe(SAMPLE_SHOP_SETTINGS.shopName);
    await fixture.shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', fixture.token)
      .send({
        ...SAMPLE_SHOP_SETTINGS,
        shopName: 'Rang Wall Art',
        address: '14 Main Boulevard, Gulberg, Lahore',
        phone: '042 35761234',
      })
      .expect(200);
    const after = await crawl(`/product/${product._id}`);
    expect(after.head.title).toBe('Settings Poster | Rang Wall Art');
    expect(after.head.meta('og:site_name')).toBe('Rang Wall Art');
    const embedded = after.html.match(
      /<script id="shop-settings" type="application\/json">([\s\S]*?)<\/script>/,
    );
    expect(JSON.parse(embedded?.[1] ?? '{}')).toMatchObject({
      shopName: 'Rang Wall Art',
      address: '14 Main Boulevard, Gulberg, Lahore',
    });
    expect((await crawl('/')).head.ofType('Store').telephone).toBe('+924235761234');
  });
});

describe('the shop’s share preview', () => {
  const saveSettings = (shareImageUrl: string) =>
    fixture.shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', fixture.token)
      .send({ ...SAMPLE_SHOP_SETTINGS, shareImageUrl });

  it('home shares the shop banner as a 1200 × 630 JPEG, not the newest product, until staff set a picture', async () => {
    await addProduct({ name: 'Newest Poster' });
    const home = await crawl('/');
    expect(home.head.meta('og:image')).toBe(`${fixture.shop.baseUrl}${DEFAULT_SHARE_PICTURE.url}`);
    expect(home.head.meta('og:image:type')).toBe('image/jpeg');
    expect(home.head.meta('og:image:width')).toBe('1200');
    expect(home.head.meta('og:image:height')).toBe('630');
    expect(home.head.meta('og:image:alt')).toBe(home.head.meta('og:site_name'));
    expect((await crawl('/about-us')).head.meta('og:image')).toBe(home.head.meta('og:image'));

    await saveSettings('https://cdn.example.com/rang-wall-art.png').expect(200);
    const set = await crawl('/');
    expect(set.head.meta('og:image')).toBe('https://cdn.example.com/rang-wall-art.png');
    expect(set.head.meta('og:image:width')).toBeUndefined();
    expect(set.head.ofType('Store').image).toBe('https://cdn.example.com/rang-wall-art.png');
    await saveSettings('').expect(200);
  });

  it('takes only a JPEG or PNG picture as the shop’s share picture', async () => {
    const res = await saveSettings('https://cdn.example.com/rang-wall-art.webp').expect(400);
    expect(res.body.error.message).toBe(
      'Share picture link must end in .jpg, .jpeg or .png: some chat apps show no other pictures',
    );
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists a product created a moment ago and drops a deleted one', async () => {
    const before = await (await fetch(`${fixture.shop.baseUrl}/sitemap.xml`)).text();
    const product = await addProduct({ name: 'Sitemap Poster' });
    expect(before).not.toContain(product._id);
    const res = await fetch(`${fixture.shop.baseUrl}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const listed = await res.text();
    expect(listed).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(listed).toMatch(
      new RegExp(
        `<url><loc>${fixture.shop.baseUrl}/product/${product._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
      ),
    );
    expect(listed).toContain(`<loc>${fixture.shop.baseUrl}/products</loc>`);
    expect(listed).toContain(`<loc>${fixture.shop.baseUrl}/about-us</loc>`);
    expect(listed).not.toContain('/dashboard');
    expect(listed).not.toContain('/checkout');

    await fixture.shop
      .api()
      .delete(`/api/products/remove-product/${product._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    expect(await (await fetch(`${fixture.shop.baseUrl}/sitemap.xml`)).text()).not.toContain(product._id);
  });

  it('robots.txt points at the sitemap and keeps the API, the panel and the staff pages out', async () => {
    const res = await fetch(`${fixture.shop.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${fixture.shop.baseUrl}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/dashboard', '/all-products', '/shop-settings', '/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /products');
  });
});

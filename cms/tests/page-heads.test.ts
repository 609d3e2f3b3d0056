import {
  EMBEDDED_ANSWER_ID,
  GALLERY_STAGE_SIZES,
  GALLERY_STAGE_WIDTH,
  HOME_HERO_IMAGE,
  imageSources,
  SAMPLE_SHOP_SETTINGS,
} from '@shop/contracts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, createProduct, createTemplate, pngDataUrl } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';
import { minimalStorefront, readHead } from './helpers/storefront-build';
import { watchHttpLog } from './helpers/http-log';

let shop: TestShop;
let token: string;
let storefront: ReturnType<typeof minimalStorefront>;

/** A page fetched as a crawler or a chat app's link preview fetches it. */
async function crawl(path: string) {
  const res = await fetch(`${shop.baseUrl}${path}`, {
    headers: { 'User-Agent': 'WhatsApp/2.23', Accept: 'text/html' },
  });
  const html = await res.text();
  return { status: res.status, html, head: readHead(html), type: res.headers.get('content-type') };
}

/** The API answer a page carries for its first screen, as the storefront reads it. */
function embeddedAnswer(html: string): { key: string; answer: any } | null {
  const script = new RegExp(
    `<script id="${EMBEDDED_ANSWER_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  return script ? JSON.parse(script[1]) : null;
}

async function addProduct(fields: Record<string, unknown> = {}) {
  const res = await shop
    .api()
    .post('/api/products/add-product')
    .set('Authorization', token)
    .send({
      name: 'Moonlit Calligraphy Poster',
      description: 'Gold Arabic calligraphy on a midnight blue ground, printed on thick matte paper.',
      category: 'Posters',
      subCategory: 'ISLAMIC',
      stock: 5,
      sizes: [
        { size: 'A3', actualPrice: 1500, discountedPrice: 1200 },
        { size: 'A4', actualPrice: 900, discountedPrice: 750 },
      ],
      productImages: [await pngDataUrl()],
      ...fields,
    })
    .expect(201);
  return res.body as { _id: string; name: string };
}

beforeAll(async () => {
  storefront = minimalStorefront();
  shop = await startShop({ STOREFRONT_DIR: storefront.dir });
  token = await shop.staffToken();
});
afterAll(async () => {
  await shop.stop();
  storefront.remove();
});

describe('the head of a product page, as a crawler reads it', () => {
  it('carries the title, description, price, an absolute image that answers, and Product JSON-LD', async () => {
    const product = await addProduct();
    const { status, head, type } = await crawl(`/product/${product._id}`);
    expect(status).toBe(200);
    expect(type).toMatch(/text\/html/);
    expect(head.titles).toBe(1);
    expect(head.title).toBe(`Moonlit Calligraphy Poster | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('description')).toBe(
      'Rs. 750, cash on delivery. Gold Arabic calligraphy on a midnight blue ground, printed on thick matte paper.',
    );
    expect(head.canonical).toBe(`${shop.baseUrl}/product/${product._id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('product:price:amount')).toBe('750');
    expect(head.meta('product:price:currency')).toBe('PKR');
    expect(head.meta('product:availability')).toBe('in stock');
    expect(head.meta('twitter:card')).toBe('summary_large_image');

    const image = head.meta('og:image') ?? '';
    expect(image.startsWith(`${shop.baseUrl}/uploads/`)).toBe(true);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const data = head.ofType('Product');
    expect(data).toMatchObject({
      name: 'Moonlit Calligraphy Poster',
      image: [image],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: 750,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.aggregateRating).toBeUndefined();
    expect(head.ofType('BreadcrumbList').itemListElement.map((step: any) => step.name)).toEqual([
      'Home',
      'Products',
      'Moonlit Calligraphy Poster',
    ]);
  });

  it('preloads the picture the gallery shows first, as the page will ask for it', async () => {
    // A picture large enough for copies by width, so the preload carries a srcset.
    const photo = await sharp({ create: { width: 1000, height: 1250, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const product = await addProduct({
      productImages: [`data:image/png;base64,${photo.toString('base64')}`],
    });
    const { html } = await crawl(`/product/${product._id}`);
    const answered = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    const stage = imageSources(answered.body.productImages[0], GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH);
    const preload = /<link rel="preload" as="image" ([^>]*)\/>/.exec(html)?.[1] ?? '';
    const attribute = (name: string) =>
      new RegExp(`${name}="([^"]*)"`).exec(preload)?.[1]?.replaceAll('&amp;', '&');
    expect(attribute('href')).toBe(stage.src);
    expect(stage.srcSet).toContain(' 512w');
    expect(attribute('imagesrcset')).toBe(stage.srcSet);
    expect(attribute('imagesizes')).toBe(GALLERY_STAGE_SIZES);
    expect(attribute('fetchpriority')).toBe('high');
    expect((await fetch(stage.src)).status).toBe(200);
  });

  it('adds the rating once shoppers review it, and says when it is out of stock', async () => {
    const product = await addProduct({ name: 'Reviewed Poster', stock: 0 });
    await crawl(`/product/${product._id}`);
    for (const rating of [5, 4]) {
      await shop
        .api()
        .post(`/api/products/single-product/${product._id}/reviews`)
        .send({ name: 'Sana', rating, comment: 'Lovely print' })
        .expect(201);
    }
    const { head } = await crawl(`/product/${product._id}`);
    const data = head.ofType('Product');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(head.meta('product:availability')).toBe('out of stock');
  });

  it('escapes whatever staff type into a name or description', async () => {
    const hostile = `Poster "quoted" </script><script>alert(1)</script> & <b>bold</b>`;
    const product = await addProduct({ name: hostile, description: `'); alert(2); //` });
    const { html, head } = await crawl(`/product/${product._id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>bold');
    expect(head.title).toBe(`${hostile} | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.ofType('Product').name).toBe(hostile);
    expect(embeddedAnswer(html)?.answer.name).toBe(hostile);
  });

  it('answers an unknown or malformed id with a 404 and the not-found head', async () => {
    for (const id of ['abcdefghijklmnopqrstuvwx', 'not-an-id', '%3Cscript%3E']) {
      const { status, head, html } = await crawl(`/product/${id}`);
      expect(status).toBe(404);
      expect(head.title).toBe(`Product Not Found | ${SAMPLE_SHOP_SETTINGS.shopName}`);
      expect(head.meta('robots')).toBe('noindex');
      expect(html).toContain('<div id="root"></div>');
    }
    expect((await crawl('/customize-product/abcdefghijklmnopqrstuvwx')).status).toBe(404);
    expect((await crawl('/no-such-page')).status).toBe(404);
  });
});

describe('the heads of a template page, the listings and home', () => {
  it('a template page names the template with its price and Product JSON-LD', async () => {
    const template = await createTemplate(shop.strapi, { name: 'Nikkah-Nama With Names' });
    const { status, head } = await crawl(`/customize-product/${template.documentId}`);
    expect(status).toBe(200);
    expect(head.title).toBe(`Nikkah-Nama With Names | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('product:price:amount')).toBe('700');
    expect(head.ofType('Product')).toMatchObject({ name: 'Nikkah-Nama With Names', offers: { price: 700 } });
    expect(head.ofType('BreadcrumbList').itemListElement[1].name).toBe('Customize Products');
  });

  it('/products has its own title, description, canonical URL and a preview picture', async () => {
    const { status, head } = await crawl('/products?page=2');
    expect(status).toBe(200);
    expect(head.title).toBe(`Products | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    expect(head.meta('description')).toMatch(/^Shop posters, framed prints/);
    expect(head.canonical).toBe(`${shop.baseUrl}/products`);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${shop.baseUrl}/uploads/`));
    expect(head.meta('robots')).toBeUndefined();
  });

  it('home preloads its first hero banner, its largest paint; a listing preloads nothing', async () => {
    const home = await crawl('/');
    expect(home.html).toContain(
      `<link rel="preload" as="image" href="${HOME_HERO_IMAGE}" fetchpriority="high" />`,
    );
    expect((await crawl('/products')).html).not.toContain('rel="preload"');
  });

  it('home describes the shop as a Store; staff and checkout pages stay out of search results', async () => {
    const home = await crawl('/');
    expect(home.head.title).toBe(SAMPLE_SHOP_SETTINGS.shopName);
    expect(home.head.ofType('Store')).toMatchObject({
      name: SAMPLE_SHOP_SETTINGS.shopName,
      email: SAMPLE_SHOP_SETTINGS.email,
      address: { streetAddress: SAMPLE_SHOP_SETTINGS.address },
    });
    for (const path of ['/dashboard', '/checkout', '/login']) {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.head.meta('robots')).toBe('noindex');
    }
  });

  it('answers a page that has not changed with 304', async () => {
    // supertest, not fetch: fetch marks a request with If-None-Match as no-cache, which forbids a 304.
    const first = await shop.api().get('/about-us').expect(200);
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    await shop.api().get('/about-us').set('If-None-Match', etag).expect(304);
  });
});

describe('pages answered in front of Koa', () => {
  // The server's own module instance (compiled app), to see which way an answer went: Koa's
  // storefront middleware asks the page cache with `get`, the answer in front of Koa only peeks.
  const { pageCacheOf } = createRequire(__filename)(
    path.resolve(__dirname, '..', 'dist', 'src', 'lib', 'page-cache', 'shop-page-cache'),
  ) as typeof import('../src/lib/page-cache/shop-page-cache');
  const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.includes(name)));
  const page = (path: string, encoding: string) =>
    fetch(`${shop.baseUrl}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': encoding } });

  it('answers a current page with the headers and body Koa gave it, compressed, logged, and 304 when unchanged', async () => {
    const product = await addProduct({ name: 'Front Poster' });
    const url = `/product/${product._id}`;
    const miss = await page(url, 'gzip');
    const throughKoa = vi.spyOn(pageCacheOf(shop.strapi), 'get');
    const { log, restore } = watchHttpLog(shop.strapi);
    try {
      const hit = await page(url, 'gzip');
      expect(throughKoa).not.toHaveBeenCalled();
      expect(hit.status).toBe(200);
      expect(headersOf(hit)).toEqual(headersOf(miss));
      expect(hit.headers.get('content-encoding')).toBe('gzip');
      expect(hit.headers.get('content-security-policy')).toBeTruthy();
      expect(hit.headers.get('cache-control')).toBe('no-cache');
      const html = await hit.text();
      expect(html).toBe(await miss.text());
      expect(readHead(html).title).toBe(`Front Poster | ${SAMPLE_SHOP_SETTINGS.shopName}`);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^GET \/product\/\w+ \(\d+ ms\) 200$/));
      const br = await page(url, 'br, gzip');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toBe(html);
      // supertest, not fetch: fetch marks a request with If-None-Match as no-cache, which forbids a 304.
      await shop
        .api()
        .get(url)
        .set('If-None-Match', hit.headers.get('etag') ?? '')
        .expect(304);
      expect(throughKoa).not.toHaveBeenCalled();
    } finally {
      throughKoa.mockRestore();
      restore();
    }
  });

  it('shows a product edit at once, and answers 404 once the product is deleted', async () => {
    const product = await addProduct({ name: 'Before Edit' });
    const url = `/product/${product._id}`;
    await crawl(url);
    expect((await crawl(url)).head.title).toBe(`Before Edit | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    const read = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    await shop
      .api()
      .put(`/api/products/update-product/${product._id}`)
      .set('Authorization', token)
      .send({ ...read.body, name: 'After Edit' })
      .expect(200);
    expect((await crawl(url)).head.title).toBe(`After Edit | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    await shop
      .api()
      .delete(`/api/products/remove-product/${product._id}`)
      .set('Authorization', token)
      .expect(200);
    const gone = await crawl(url);
    expect(gone.status).toBe(404);
    expect(gone.head.title).toBe(`Product Not Found | ${SAMPLE_SHOP_SETTINGS.shopName}`);
  });

  it('leaves a request for JSON, another origin and HEAD to Koa', async () => {
    await crawl('/about-us');
    const throughKoa = vi.spyOn(pageCacheOf(shop.strapi), 'get');
    try {
      expect((await crawl('/about-us')).status).toBe(200);
      expect(throughKoa).not.toHaveBeenCalled();
      await shop.api().get('/about-us').set('Accept', 'application/json').expect(404);
      await shop.api().head('/about-us').expect(200);
      await shop.api().get('/about-us').set('Origin', 'https://elsewhere.example').expect(200);
      expect(throughKoa).toHaveBeenCalledTimes(2);
    } finally {
      throughKoa.mockRestore();
    }
  });
});

describe('the API answer a page embeds for its first screen', () => {
  it('a product page carries its single-product answer, exactly as the API answers it', async () => {
    const product = await addProduct({ name: '</script><script>alert(1)</script>' });
    const { html } = await crawl(`/product/${product._id}`);
    expect(html).not.toContain('<script>alert(1)');
    const api = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    expect(embeddedAnswer(html)).toEqual({
      key: `/products/single-product/${product._id}`,
      answer: api.body,
    });
    expect(embeddedAnswer(html)?.answer.name).toBe('</script><script>alert(1)</script>');
  });

  it('shows the stock an order just took, on the next answer', async () => {
    const product = await createProduct(shop.strapi, { stock: 10 });
    const url = `/product/${product.documentId}`;
    await crawl(url);
    expect(embeddedAnswer((await crawl(url)).html)?.answer.stock).toBe(10);
    await shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: CUSTOMER,
        items: [{ id: product.documentId, size: 'A4', frame: 'Black', quantity: 3 }],
      })
      .expect(201);
    expect(embeddedAnswer((await crawl(url)).html)?.answer.stock).toBe(7);
  });

  it('only product and template pages carry an answer: home, other pages and unknown ids carry none', async () => {
    await addProduct({ name: 'Newest On Home' });
    expect(embeddedAnswer((await crawl('/')).html)).toBeNull();
    expect(embeddedAnswer((await crawl('/about-us')).html)).toBeNull();
    expect(embeddedAnswer((await crawl('/product/abcdefghijklmnopqrstuvwx')).html)).toBeNull();
  });
});

describe('the files of a page’s lazy route', () => {
  it('are preloaded from the build’s manifest, beside the entry, without what the entry loads itself', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_detail.js': { file: 'assets/detail-1.js', css: ['assets/detail-1.css'], imports: ['_shared.js'] },
      'src/features/product-detail/product-page.tsx': {
        file: 'assets/product-page-1.js',
        isDynamicEntry: true,
        imports: ['_detail.js', '_shared.js'],
      },
    };
    fs.mkdirSync(path.join(storefront.dir, '.vite'));
    fs.writeFileSync(path.join(storefront.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // A new build: index.html changes with its manifest.
    const later = new Date(Date.now() + 1000);
    fs.utimesSync(path.join(storefront.dir, 'index.html'), later, later);
    try {
      const product = await addProduct({ name: 'Preloaded Route' });
      const { html } = await crawl(`/product/${product._id}`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js" fetchpriority="low" />',
      );
      expect(head).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/detail-1.js" fetchpriority="low" />',
      );
      expect(head).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/detail-1.css" fetchpriority="low" />',
      );
      expect(head).not.toContain('shared-1.js');
      expect((await crawl('/about-us')).html).not.toContain('modulepreload');
    } finally {
      fs.rmSync(path.join(storefront.dir, '.vite'), { recursive: true });
    }
  });
});

describe('when the head cannot be built', () => {
  it('the page still opens: the bare index.html with a 200', async () => {
    const service = shop.strapi.service('api::shop-setting.shop-setting' as any) as any;
    const current = service.current;
    service.current = () => Promise.reject(new Error('database away'));
    try {
      const { status, head, html } = await crawl('/contact-us');
      expect(status).toBe(200);
      expect(head.title).toBe('Build title');
      expect(html).toContain('<div id="root"></div>');
    } finally {
      service.current = current;
    }
    expect((await crawl('/contact-us')).head.title).toBe(`Contact Us | ${SAMPLE_SHOP_SETTINGS.shopName}`);
  });
});

describe('shop settings in the pages', () => {
  it('a change shows in the share preview and the embedded footer details without a restart', async () => {
    const product = await addProduct({ name: 'Settings Poster' });
    const before = await crawl(`/product/${product._id}`);
    expect(before.head.meta('og:site_name')).toBe(SAMPLE_SHOP_SETTINGS.shopName);
    await shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', token)
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

describe('sitemap and robots', () => {
  it('the sitemap lists a product created a moment ago and drops a deleted one', async () => {
    const before = await (await fetch(`${shop.baseUrl}/sitemap.xml`)).text();
    const product = await addProduct({ name: 'Sitemap Poster' });
    expect(before).not.toContain(product._id);
    const res = await fetch(`${shop.baseUrl}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const listed = await res.text();
    expect(listed).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(listed).toMatch(
      new RegExp(
        `<url><loc>${shop.baseUrl}/product/${product._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
      ),
    );
    expect(listed).toContain(`<loc>${shop.baseUrl}/products</loc>`);
    expect(listed).toContain(`<loc>${shop.baseUrl}/about-us</loc>`);
    expect(listed).not.toContain('/dashboard');
    expect(listed).not.toContain('/checkout');

    await shop
      .api()
      .delete(`/api/products/remove-product/${product._id}`)
      .set('Authorization', token)
      .expect(200);
    expect(await (await fetch(`${shop.baseUrl}/sitemap.xml`)).text()).not.toContain(product._id);
  });

  it('robots.txt points at the sitemap and keeps the API, the panel and the staff pages out', async () => {
    const res = await fetch(`${shop.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${shop.baseUrl}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/dashboard', '/all-products', '/shop-settings', '/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /products');
  });
});

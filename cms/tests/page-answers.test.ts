// How the pages are answered: in front of Koa, with the first screen's API answer, the lazy route's files
// preloaded, and the bare index.html when the head cannot be built.
import { API_ROUTES, PLAIN_LISTING_CALL_PATH, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { watchHttpLog } from './helpers/http-log';
import { embeddedAnswer, embeddedAnswers, pageShopForFile, pageTools } from './helpers/page-shop';
import { readHead } from './helpers/storefront-build';

const fixture = pageShopForFile();
const { crawl, addProduct } = pageTools(fixture);
const ANNOUNCEMENTS_KEY = API_ROUTES.announcements.path;
const BANNERS_KEY = API_ROUTES.banners.path;

describe('pages answered in front of Koa', () => {
  // The server's own module instance (compiled app), to see which way an answer went: Koa's
  // storefront middleware renders the page (renderShopPage), the answer in front of Koa only peeks.
  const rendering = createRequire(__filename)(
    path.resolve(__dirname, '..', 'dist', 'src', 'lib', 'page-head', 'render-page'),
  ) as typeof import('../src/lib/page-head/render-page');
  const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.includes(name)));
  const page = (path: string, encoding: string) =>
    fetch(`${fixture.shop.baseUrl}${path}`, {
      headers: { Accept: 'text/html', 'Accept-Encoding': encoding },
    });

  it('answers a current page with the headers and body Koa gave it, compressed, logged, and 304 when unchanged', async () => {
    const product = await addProduct({ name: 'Front Poster' });
    const url = `/product/${product._id}`;
    const miss = await page(url, 'gzip');
    const throughKoa = vi.spyOn(rendering, 'renderShopPage');
    const { log, restore } = watchHttpLog(fixture.shop.strapi);
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
      await fixture.shop
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
    const read = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    await fixture.shop
      .api()
      .put(`/api/products/update-product/${product._id}`)
      .set('Authorization', fixture.token)
      .send({ ...read.body, name: 'After Edit' })
      .expect(200);
    expect((await crawl(url)).head.title).toBe(`After Edit | ${SAMPLE_SHOP_SETTINGS.shopName}`);
    await fixture.shop
      .api()
      .delete(`/api/products/remove-product/${product._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    const gone = await crawl(url);
    expect(gone.status).toBe(404);
    expect(gone.head.title).toBe(`Product Not Found | ${SAMPLE_SHOP_SETTINGS.shopName}`);
  });

  it('leaves a request for JSON, another origin and HEAD to Koa', async () => {
    await crawl('/about-us');
    const throughKoa = vi.spyOn(rendering, 'renderShopPage');
    try {
      expect((await crawl('/about-us')).status).toBe(200);
      expect(throughKoa).not.toHaveBeenCalled();
      await fixture.shop.api().get('/about-us').set('Accept', 'application/json').expect(404);
      await fixture.shop.api().head('/about-us').expect(200);
      await fixture.shop.api().get('/about-us').set('Origin', 'https://elsewhere.example').expect(200);
      expect(throughKoa).toHaveBeenCalledTimes(2);
    } finally {
      throughKoa.mockRestore();
    }
  });
});

describe('the API answers a page embeds for its first screen', () => {
  const productKey = (id: string) => `/products/single-product/${id}`;
  const keysOf = (html: string) => embeddedAnswers(html).map((answer) => answer.key);

  it('a product page carries its single-product answer, exactly as the API answers it', async () => {
    const product = await addProduct({ name: '</script><script>alert(1)</script>' });
    const { html } = await crawl(`/product/${product._id}`);
    expect(html).not.toContain('<script>alert(1)');
    const api = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    expect(embeddedAnswer(html, productKey(product._id))).toEqual({
      key: productKey(product._id),
      answer: api.body,
    });
    expect(embeddedAnswer(html, productKey(product._id))?.answer.name).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('a template page carries its single-template answer, exactly as the API answers it, and follows an edit', async () => {
    const template = await createTemplate(fixture.shop.strapi, { name: 'Embedded Nikkah-Nama' });
    const key = `/custom-products/single-product-template/${template.documentId}`;
    const url = `/customize-product/${template.documentId}`;
    const api = await fixture.shop.api().get(`/api${key}`).expect(200);
    expect(embeddedAnswer((await crawl(url)).html, key)).toEqual({ key, answer: api.body });
    await fixture.shop.strapi
      .documents('api::template.template')
      .update({ documentId: template.documentId, data: { name: 'Renamed Nikkah-Nama' } });
    expect(embeddedAnswer((await crawl(url)).html, key)?.answer.name).toBe('Renamed Nikkah-Nama');
    expect((await fixture.shop.api().get(`/api${key}`).expect(200)).body.name).toBe('Renamed Nikkah-Nama');
  });

  it('shows the stock an order just took, on the next answer', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const url = `/product/${product.documentId}`;
    const stockOnPage = async () =>
      embeddedAnswer((await crawl(url)).html, productKey(product.documentId))?.answer.stock;
    await crawl(url);
    expect(await stockOnPage()).toBe(10);
    await fixture.shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: CUSTOMER,
        items: [{ id: product.documentId, size: 'A4', frame: 'Black', quantity: 3 }],
      })
      .expect(201);
    expect(await stockOnPage()).toBe(7);
  });

  it('the plain products listing carries its first page, as the listing call answers it, and follows a new product', async () => {
    await addProduct({ name: 'Listed First' });
    const first = embeddedAnswer((await crawl('/products')).html, PLAIN_LISTING_CALL_PATH);
    const api = await fixture.shop.api().get(`/api${PLAIN_LISTING_CALL_PATH}`).expect(200);
    expect(first).toEqual({ key: PLAIN_LISTING_CALL_PATH, answer: api.body });
    expect(first?.answer.products[0].name).toBe('Listed First');

    await addProduct({ name: 'Listed Since' });
    const since = embeddedAnswer((await crawl('/products')).html, PLAIN_LISTING_CALL_PATH);
    expect(since?.answer.products[0].name).toBe('Listed Since');
  });

  it('a listing address with a query carries no listing: its first page is another one', async () => {
    await addProduct({ name: 'Plain Listing Poster' });
    for (const address of ['/products?search=moon', '/products/?page=2', '/products?type=Frames']) {
      const { html } = await crawl(address);
      expect(html).toContain('<title>Products |');
      expect(keysOf(html)).toEqual([ANNOUNCEMENTS_KEY]);
    }
    // The plain address still carries it, after the addresses with a query were cached.
    expect(keysOf((await crawl('/products')).html)).toContain(PLAIN_LISTING_CALL_PATH);
    expect(keysOf((await crawl('/products?')).html)).toContain(PLAIN_LISTING_CALL_PATH);
  });

  it('home carries its banners and every shopper page the announcements, as their calls answer them, and follows a change', async () => {
    const api = fixture.shop.api();
    const staff = fixture.token;
    await api
      .post('/api/announcement/create')
      .set('Authorization', `Bearer ${staff}`)
      .send({ message: 'Eid delivery until Friday' })
      .expect(201);
    const home = (await crawl('/')).html;
    expect(keysOf(home)).toEqual([ANNOUNCEMENTS_KEY, BANNERS_KEY]);
    expect(embeddedAnswer(home, BANNERS_KEY)?.answer).toEqual((await api.get(`/api${BANNERS_KEY}`)).body);
    const announced = (await api.get(`/api${ANNOUNCEMENTS_KEY}`).expect(200)).body;
    expect(announced.map((a: { message: string }) => a.message)).toContain('Eid delivery until Friday');
    for (const address of [
      '/',
      '/ur',
      '/about-us',
      '/cart',
      '/track-order',
      '/product/abcdefghijklmnopqrstuvwx',
    ]) {
      expect(embeddedAnswer((await crawl(address)).html, ANNOUNCEMENTS_KEY)?.answer).toEqual(announced);
    }

    await api
      .post('/api/announcement/create')
      .set('Authorization', `Bearer ${staff}`)
      .send({ message: 'Open on Sunday' })
      .expect(201);
    const messages = embeddedAnswer((await crawl('/about-us')).html, ANNOUNCEMENTS_KEY)?.answer.map(
      (a: { message: string }) => a.message,
    );
    expect(messages).toContain('Open on Sunday');
  });

  it('staff pages carry no answer', async () => {
    for (const address of ['/login', '/dashboard', '/set-password']) {
      expect(embeddedAnswers((await crawl(address)).html)).toEqual([]);
    }
  });
});

describe('the files of a page’s lazy route', () => {
  it('are preloaded from the build’s manifest, beside the entry, without what the entry loads itself', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_startup.js': { file: 'assets/startup-1.js', css: ['assets/startup-1.css'] },
      '_detail.js': {
        file: 'assets/detail-1.js',
        css: ['assets/detail-1.css'],
        imports: ['_shared.js', '_startup.js'],
      },
      'src/features/product-detail/product-page.tsx': {
        file: 'assets/product-page-1.js',
        isDynamicEntry: true,
        imports: ['_detail.js', '_shared.js'],
      },
      'src/locales/ur.json?lingui': { file: 'assets/ur-shell-1.js', isDynamicEntry: true },
      'src/locales/pages/ur.json?lingui': { file: 'assets/ur-pages-1.js', isDynamicEntry: true },
      'src/lib/i18n/urdu-typeface.css': { file: 'assets/urdu-typeface-1.css' },
      'src/lib/i18n/fonts/noto-naskh-urdu-400.woff2': { file: 'assets/naskh-1.woff2' },
    };
    fs.mkdirSync(path.join(fixture.storefront.dir, '.vite'));
    fs.writeFileSync(path.join(fixture.storefront.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // A new build: index.html changes with its manifest. It preloads a module the app imports as it
    // starts (storefront/startup-preloads.ts), which the route imports too.
    const indexFile = path.join(fixture.storefront.dir, 'index.html');
    const bare = fs.readFileSync(indexFile, 'utf8');
    fs.writeFileSync(
      indexFile,
      bare.replace(
        '</head>',
        '<link rel="preload" as="style" href="/assets/startup-1.css">\n' +
          '<link rel="modulepreload" crossorigin href="/assets/startup-1.js">\n</head>',
      ),
    );
    const later = new Date(Date.now() + 1000);
    fs.utimesSync(indexFile, later, later);
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
      // Preloaded by index.html at the entry's priority, once.
      expect(head.match(/startup-1\.js/g)).toHaveLength(1);
      expect(head.match(/startup-1\.css/g)).toHaveLength(1);
      expect(head).not.toContain('startup-1.js" fetchpriority="low"');
      // No route list for a page the server has none for: only index.html's own preloads.
      expect((await crawl('/about-us')).html).not.toContain('fetchpriority="low"');

      // An Urdu page: its catalogues, typeface and font too, at the browser's own priority.
      const urdu = await crawl(`/ur/product/${product._id}`);
      const urduHead = urdu.html.slice(0, urdu.html.indexOf('</head>'));
      for (const tag of [
        '<link rel="modulepreload" crossorigin href="/assets/ur-shell-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/ur-pages-1.js" />',
        '<link rel="preload" as="style" crossorigin href="/assets/urdu-typeface-1.css" />',
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/naskh-1.woff2" />',
        '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js" fetchpriority="low" />',
      ]) {
        expect(urduHead).toContain(tag);
      }
      for (const address of ['/', '/about-us', `/product/${product._id}`]) {
        expect((await crawl(address)).html).not.toMatch(/ur-shell-1|ur-pages-1|urdu-typeface-1|naskh-1/);
      }
    } finally {
      fs.writeFileSync(indexFile, bare);
      fs.rmSync(path.join(fixture.storefront.dir, '.vite'), { recursive: true });
    }
  });
});

describe('when the head cannot be built', () => {
  it('the page still opens: the bare index.html with a 200', async () => {
    const service = fixture.shop.strapi.service('api::shop-setting.shop-setting' as any) as any;
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

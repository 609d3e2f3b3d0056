// The head of each page as a crawler or a chat app's link preview reads it, filled by the server.
import {
  bannerSources,
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  FIRST_ROW_CARDS,
  GALLERY_STAGE_SIZES,
  GALLERY_STAGE_WIDTH,
  imageSources,
  PLAIN_LISTING_CALL_PATH,
  SAMPLE_SHOP_SETTINGS,
  type StoredImage,
} from '@shop/contracts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTemplate, pngBytes } from './helpers/fixtures';
import { embeddedAnswer, pageShopForFile, pageTools } from './helpers/page-shop';
import { timeUntil } from './helpers/time-until';

const fixture = pageShopForFile();
const { crawl, addProduct } = pageTools(fixture);

/** The page's image preloads, each as the sources a picture would ask by. */
function imagePreloadsOf(html: string) {
  return [...html.matchAll(/<link rel="preload" as="image" ([^>]*)\/>/g)].map(([, tag]) => {
    const attribute = (name: string) =>
      new RegExp(`${name}="([^"]*)"`).exec(tag ?? '')?.[1]?.replaceAll('&amp;', '&');
    return {
      src: attribute('href'),
      srcSet: attribute('imagesrcset'),
      sizes: attribute('imagesizes'),
      fetchPriority: attribute('fetchpriority'),
    };
  });
}

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
    expect(head.canonical).toBe(`${fixture.shop.baseUrl}/product/${product._id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('product:price:amount')).toBe('750');
    expect(head.meta('product:price:currency')).toBe('PKR');
    expect(head.meta('product:availability')).toBe('in stock');
    expect(head.meta('twitter:card')).toBe('summary_large_image');

    const image = head.meta('og:image') ?? '';
    expect(image.startsWith(`${fixture.shop.baseUrl}/uploads/`)).toBe(true);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const data = head.ofType('Product');
    expect(data).toMatchObject({
      name: 'Moonlit Calligraphy Poster',
      // The pictures themselves; og:image is the share copy.
      image: [expect.stringMatching(new RegExp(`^${fixture.shop.baseUrl}/uploads/[\\w-]+\\.png$`))],
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
    const answered = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    const stage = imageSources(answered.body.productImages[0], GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH);
    expect(stage.srcSet).toContain(' 512w');
    expect(imagePreloadsOf(html)).toEqual([
      { src: stage.src, srcSet: stage.srcSet, sizes: GALLERY_STAGE_SIZES, fetchPriority: 'high' },
    ]);
    expect((await fetch(stage.src)).status).toBe(200);
  });

  it('adds the rating once shoppers review it, and says when it is out of stock', async () => {
    const product = await addProduct({ name: 'Reviewed Poster', stock: 0 });
    await crawl(`/product/${product._id}`);
    for (const rating of [5, 4]) {
      await fixture.shop
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
    expect(embeddedAnswer(html, `/products/single-product/${product._id}`)?.answer.name).toBe(hostile);
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

/** The share copy a page's og:image points at, fetched as a chat app fetches it, and its decoded size. */
async function fetchSharePicture(url: string) {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  const decoded = res.status === 200 ? await sharp(bytes).metadata() : undefined;
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    format: decoded?.format,
    width: decoded?.width,
    height: decoded?.height,
  };
}

describe('the share preview of a locally stored picture', () => {
  it('is a 1200 × 630 JPEG copy of a WebP poster, stated in the head, that answers', async () => {
    const poster = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#aa2244' } })
      .webp()
      .toBuffer();
    const product = await addProduct({
      name: 'WebP Poster',
      productImages: [`data:image/webp;base64,${poster.toString('base64')}`],
    });
    const answered = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    const stored: StoredImage = answered.body.productImages[0];
    expect(stored.url).toMatch(/\.webp$/);

    const { head } = await crawl(`/product/${product._id}`);
    const shared = `${fixture.shop.baseUrl}/uploads/share/${stored.public_id}.jpg`;
    expect(head.meta('og:image')).toBe(shared);
    expect(head.meta('twitter:image')).toBe(shared);
    expect([head.meta('og:image:type'), head.meta('og:image:width'), head.meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    expect(await fetchSharePicture(shared)).toEqual({
      status: 200,
      type: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('is made on first request for a picture stored before share copies existed, and kept on disk', async () => {
    const product = await addProduct({ name: 'Older Poster' });
    const answered = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    const hash = answered.body.productImages[0].public_id;
    const onDisk = path.join(fixture.shop.publicDir, 'uploads', 'share', `${hash}.jpg`);
    expect(fs.existsSync(onDisk)).toBe(false);
    const shared = `${fixture.shop.baseUrl}/uploads/share/${hash}.jpg`;
    expect(await fetchSharePicture(shared)).toMatchObject({ status: 200, type: 'image/jpeg', width: 1200 });
    expect(fs.existsSync(onDisk)).toBe(true);
    expect((await fetchSharePicture(shared)).status).toBe(200);
  });

  it('goes with its picture when the picture is removed from the media library', async () => {
    const product = await addProduct({ name: 'Removed Poster' });
    const answered = await fixture.shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    const hash = answered.body.productImages[0].public_id;
    const shared = `${fixture.shop.baseUrl}/uploads/share/${hash}.jpg`;
    expect((await fetchSharePicture(shared)).status).toBe(200);
    const file = await fixture.shop.strapi.db.query('plugin::upload.file').findOne({ where: { hash } });
    await fixture.shop.strapi.plugin('upload').service('upload').remove(file);
    // The media library tells of a removal by an event it does not wait for.
    const copy = path.join(fixture.shop.publicDir, 'uploads', 'share', `${hash}.jpg`);
    expect(await timeUntil(async () => !fs.existsSync(copy))).toBeLessThan(Number.POSITIVE_INFINITY);
    expect((await fetchSharePicture(shared)).status).toBe(404);
  });

  it('is made for no other name: an unknown hash or a shopper’s photo answers 404', async () => {
    expect(
      (await fetchSharePicture(`${fixture.shop.baseUrl}/uploads/share/no_such_picture.jpg`)).status,
    ).toBe(404);
    const photo = await fixture.shop
      .api()
      .post('/api/custom-images')
      .attach('file', await pngBytes(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const shared = `${fixture.shop.baseUrl}/uploads/share/${photo.body.public_id}.jpg`;
    expect((await fetchSharePicture(shared)).status).toBe(404);
    expect(
      fs.existsSync(path.join(fixture.shop.publicDir, 'uploads', 'share', `${photo.body.public_id}.jpg`)),
    ).toBe(false);
  });
});

describe('the heads of a template page, the listings and home', () => {
  it('a template page names the template with its price and Product JSON-LD', async () => {
    const template = await createTemplate(fixture.shop.strapi, { name: 'Nikkah-Nama With Names' });
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
    expect(head.canonical).toBe(`${fixture.shop.baseUrl}/products`);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${fixture.shop.baseUrl}/uploads/`));
    expect(head.meta('robots')).toBeUndefined();
  });

  it('home preloads its first hero banner, its largest paint', async () => {
    const [first] = (await fixture.shop.api().get('/api/banners').expect(200)).body;
    const home = await crawl('/');
    expect(imagePreloadsOf(home.html)).toEqual([{ ...bannerSources(first.picture), fetchPriority: 'high' }]);
  });

  it('the plain products listing preloads its first row’s pictures as the cards ask for them; with a query, none', async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 1000, height: 1250, channels: 3, background } })
        .png()
        .toBuffer();
    for (const [index, background] of ['#993366', '#336699', '#669933', '#996633'].entries()) {
      const image = `data:image/png;base64,${(await photo(background)).toString('base64')}`;
      await addProduct({ name: `Card ${index + 1}`, productImages: [image] });
    }
    const { html } = await crawl('/products');
    const listing = await fixture.shop.api().get(`/api${PLAIN_LISTING_CALL_PATH}`).expect(200);
    // Newest first: the first row is the last three added.
    const firstRow = listing.body.products.slice(0, FIRST_ROW_CARDS);
    expect(firstRow.map(({ name }: { name: string }) => name)).toEqual(['Card 4', 'Card 3', 'Card 2']);
    const cards = firstRow.map(({ productImages }: { productImages: StoredImage[] }) =>
      imageSources(productImages[0] as StoredImage, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH),
    );
    expect(cards[0]?.srcSet).toContain(' 512w');
    expect(imagePreloadsOf(html).map(({ src, srcSet, sizes }) => ({ src, srcSet, sizes }))).toEqual(cards);
    for (const card of cards) expect((await fetch(card.src)).status).toBe(200);
    expect((await crawl('/products?search=card')).html).not.toContain('rel="preload" as="image"');
  });

  it('home describes the shop as a Store; staff and checkout pages stay out of search results', async () => {
    const home = await crawl('/');
    expect(home.head.title).toBe(SAMPLE_SHOP_SETTINGS.shopName);
    expect(home.head.ofType('Store')).toMatchObject({
      name: SAMPLE_SHOP_SETTINGS.shopName,
      email: SAMPLE_SHOP_SETTINGS.email,
      address: { streetAddress: SAMPLE_SHOP_SETTINGS.address },
    });
    for (const path of ['/dashboard', '/checkout', '/login', '/set-password?token=abc']) {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.head.meta('robots')).toBe('noindex');
    }
  });

  it('answers a page that has not changed with 304', async () => {
    // supertest, not fetch: fetch marks a request with If-None-Match as no-cache, which forbids a 304.
    const first = await fixture.shop.api().get('/about-us').expect(200);
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    await fixture.shop.api().get('/about-us').set('If-None-Match', etag).expect(304);
  });
});

import { productSchema, productSummarySchema, templateSchema, templateSummarySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createProduct, createTemplate } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';
import { watchHttpLog } from './helpers/http-log';
import { rawRequest } from '../../scripts/lib/raw-request.mjs';

let shop: TestShop;
let products: any[];
let template: any;

beforeAll(async () => {
  shop = await startShop();
  products = [];
  for (let i = 0; i < 10; i++) products.push(await createProduct(shop.strapi, { name: `Poster ${i}` }));
  products.push(
    await createProduct(shop.strapi, { name: 'Frame A', category: 'Frames', subCategory: 'CARS' }),
  );
  template = await createTemplate(shop.strapi);
  await createTemplate(shop.strapi, { name: 'Second template' });
});
afterAll(() => shop.stop());

describe('product lists', () => {
  it('newly-added-products answers the 8 newest as a bare array of card fields', async () => {
    const res = await shop.api().get('/api/products/newly-added-products?limit=8').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(8);
    expect(res.body[0].name).toBe('Frame A');
    const card = z.strictObject(productSummarySchema.shape).parse(res.body[1]);
    expect(card._id).toBe(products[9].documentId);
    expect(card).not.toHaveProperty('description');
  });

  it('all-products answers {products} and honours limit', async () => {
    const all = await shop.api().get('/api/products/all-products?limit=10000').expect(200);
    expect(all.body.products).toHaveLength(11);
    const three = await shop.api().get('/api/products/all-products?limit=3').expect(200);
    expect(three.body.products).toHaveLength(3);
  });

  it('list answers are compressed and revalidate with 304', async () => {
    // supertest inflates the body itself; the header shows what travelled.
    const res = await shop.api().get('/api/products/all-products').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.products).toHaveLength(11);
    const brotli = await shop
      .api()
      .get('/api/products/all-products')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    await shop.api().get('/api/products/all-products').set('If-None-Match', etag).expect(304);
  });

  it('a write invalidates the cached list at once', async () => {
    await shop.api().get('/api/products/all-products').expect(200);
    await createProduct(shop.strapi, { name: 'Brand new' });
    const res = await shop.api().get('/api/products/newly-added-products?limit=1').expect(200);
    expect(res.body[0].name).toBe('Brand new');
  });
});

describe('single product, related and unknown ids', () => {
  it('single-product answers the whole product', async () => {
    const res = await shop.api().get(`/api/products/single-product/${products[0].documentId}`).expect(200);
    const product = productSchema.parse(res.body);
    expect(product.stock).toBe(10);
    expect(product.frameColors).toEqual(['Black', 'White']);
  });

  it('an unknown or malformed id is a 404 with a message', async () => {
    const unknown = await shop.api().get('/api/products/single-product/abcdefghijklmnopqrstuvwx').expect(404);
    expect(unknown.body.error.message).toBe('Product not found');
    await shop.api().get('/api/products/single-product/..%2F..%2Fetc').expect(404);
    await shop.api().get('/api/products/related-product/nope').expect(404);
  });

  it('related-product lists others of the same type, never itself', async () => {
    const res = await shop.api().get(`/api/products/related-product/${products[0].documentId}`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(8);
    for (const related of res.body) {
      expect(related._id).not.toBe(products[0].documentId);
      expect(related.category).toBe('Posters');
    }
  });
});

describe('template lists', () => {
  it('custom-admin-product-templates answers whole templates and honours limit', async () => {
    const res = await shop
      .api()
      .get('/api/custom-products/custom-admin-product-templates?limit=1')
      .expect(200);
    expect(res.body).toHaveLength(1);
    const first = templateSchema.parse(res.body[0]);
    expect(first.name).toBe('Second template');
    expect(first.fields.map((f) => f.fieldType)).toEqual(['text', 'dropdown', 'image']);
  });

  it('custom-product-templates answers {products} of template cards', async () => {
    const res = await shop.api().get('/api/custom-products/custom-product-templates?limit=10000').expect(200);
    expect(res.body.products).toHaveLength(2);
    templateSummarySchema.parse(res.body.products[0]);
  });

  it('single-product-template and custom-related-product answer, unknown ids are 404', async () => {
    const one = await shop
      .api()
      .get(`/api/custom-products/single-product-template/${template.documentId}`)
      .expect(200);
    expect(one.body._id).toBe(template.documentId);
    const related = await shop
      .api()
      .get(`/api/custom-products/custom-related-product/${template.documentId}`)
      .expect(200);
    expect(related.body.map((t: any) => t.name)).toEqual(['Second template']);
    const missing = await shop
      .api()
      .get('/api/custom-products/single-product-template/zzzzzzzzzzzzzzzzzzzzzzzz')
      .expect(404);
    expect(missing.body.error.message).toBe('Template not found');
  });
});

describe('answers from the list cache in front of Koa', () => {
  /** Headers that differ between any two answers (time, connection). */
  const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.includes(name)));

  it('carry the same headers as the answer through Koa, CORS Vary and security headers included', async () => {
    await createProduct(shop.strapi, { name: 'Makes the next list a miss' });
    const url = `${shop.baseUrl}/api/products/all-products`;
    // A HEAD goes through Koa; a GET is answered in front, built there on a miss.
    const throughKoa = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    const miss = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const hit = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(headersOf(miss)).toEqual(headersOf(throughKoa));
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(miss.headers.get('vary')).toMatch(/Origin.*Accept-Encoding/);
    expect(hit.headers.get('content-security-policy')).toBeTruthy();
    expect(hit.headers.get('x-frame-options')).toBeTruthy();
    const fromOrigin = await fetch(url, { headers: { Origin: 'https://elsewhere.example' } });
    expect(fromOrigin.headers.get('vary')).toMatch(/Origin/);
  });

  it('go out whole with their length, as Koa sends them, not chunked', async () => {
    const url = `${shop.baseUrl}/api/products/all-products`;
    await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const hit = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['transfer-encoding']).toBeUndefined();
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
  });

  it('are logged as Strapi logs the answers through Koa', async () => {
    const url = '/api/products/all-products?limit=2';
    await fetch(`${shop.baseUrl}${url}`);
    const { log, restore } = watchHttpLog(shop.strapi);
    try {
      await fetch(`${shop.baseUrl}${url}`);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^GET \/api\/products\/all-products\?limit=2 \(\d+ ms\) 200$/),
      );
    } finally {
      restore();
    }
  });
});

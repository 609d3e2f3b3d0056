import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let productId: string;

beforeAll(async () => {
  shop = await startShop();
  productId = (await createProduct(shop.strapi, { stock: 1000 })).documentId;
});
afterAll(() => shop.stop());

const PUBLIC_WRITES = () => [
  '/api/orders/create-order',
  '/api/contact/save-message',
  `/api/products/single-product/${productId}/reviews`,
];

describe('hostile input never breaks the server', () => {
  it('malformed JSON is a 400 on every public write', async () => {
    for (const path of PUBLIC_WRITES()) {
      const res = await shop
        .api()
        .post(path)
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('bodies that are not objects are a 400 with a message', async () => {
    for (const path of PUBLIC_WRITES()) {
      const list = await shop.api().post(path).set('Content-Type', 'application/json').send('[]').expect(400);
      expect(list.body.error.message).toBe('The request body must be a JSON object');
      for (const body of ['"text"', '42', 'null']) {
        const res = await shop
          .api()
          .post(path)
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body.error.message).toBe('invalid JSON, only supports object and array');
      }
    }
  });

  it('__proto__ keys and deep nesting are refused without a trace', async () => {
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .set('Content-Type', 'application/json')
      .send(
        `{"__proto__": {"isAdmin": true}, "customer": ${JSON.stringify(CUSTOMER)}, "items": [{"id": "${productId}", "quantity": 1, "size": "A4", "frame": "Black", "customFields": {"__proto__": {"x": 1}}}]}`,
      );
    expect([201, 400]).toContain(res.status);
    expect(({} as any).isAdmin).toBeUndefined();
    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
    const nested = await shop
      .api()
      .post('/api/contact/save-message')
      .set('Content-Type', 'application/json')
      .send(`{"name": ${deep}}`);
    expect(nested.status).toBe(400);
  });

  it('random JSON bodies on public writes never give a 500', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({
        customer: fc.oneof(fc.constant(CUSTOMER), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))),
        items: fc.array(
          fc.record({
            id: fc.oneof(fc.constant(productId), fc.string()),
            quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
            size: fc.oneof(fc.constant('A4'), fc.string(), fc.constant(null)),
            frame: fc.oneof(fc.constant('Black'), fc.string({ unit: 'binary' })),
            price: fc.oneof(fc.constant(499), fc.double(), fc.integer()),
          }),
          { maxLength: 3 },
        ),
        total: fc.oneof(fc.integer(), fc.double()),
      }),
      fc.record({
        name: fc.string({ unit: 'binary' }),
        email: fc.emailAddress(),
        number: fc.string(),
        message: fc.string({ unit: 'binary' }),
        rating: fc.integer({ min: -3, max: 8 }),
        comment: fc.string(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PUBLIC_WRITES()), bodies, async (path, body) => {
        const res = await shop
          .api()
          .post(path)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.error.message).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('a huge string is refused with a clear 400 or 413, not stored', async () => {
    const res = await shop
      .api()
      .post('/api/contact/save-message')
      .send({ name: 'x'.repeat(2_000_000), email: 'a@example.com', number: '1', message: 'm' });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error.message).toMatch(/at most/);
    expect(await shop.strapi.db.query('api::message.message').count()).toBe(0);
  });
});

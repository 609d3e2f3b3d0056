import fc from 'fast-check';
import { productSchema, priceOfSize, templateSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, pngDataUrl } from './helpers/fixtures';
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
        expect(res.body.error.message).toBe(
          'The request body is not valid JSON: invalid JSON, only supports object and array',
        );
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

  it('a body over the route limit is refused with 413 before it is read', async () => {
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ customer: CUSTOMER, items: [], padding: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(res.body.error.message).toBe('The request is too large (at most 1024 KB)');
  });

  it('a huge string is refused with a clear 400 or 413, not stored', async () => {
    const before = await shop.strapi.db.query('api::message.message').count();
    const res = await shop
      .api()
      .post('/api/contact/save-message')
      .send({ name: 'x'.repeat(2_000_000), email: 'a@example.com', number: '1', message: 'm' });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error.message).toMatch(/at most/);
    expect(await shop.strapi.db.query('api::message.message').count()).toBe(before);
  });
});

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    '\u202e evil',
    '💥'.repeat(50),
    ' ',
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
    '__proto__',
  ),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constant(-1), fc.constant(1e308), fc.string());

describe('staff writes with a valid token', () => {
  it('random product, template and announcement bodies never give a 500 nor a half-stored record', async () => {
    const token = await shop.staffToken();
    const image = await pngDataUrl();
    const announcement = await shop.strapi
      .documents('api::announcement.announcement')
      .create({ data: { message: 'Hello' } as any });
    const catalogueBody = fc.record(
      {
        name: hostileText,
        description: hostileText,
        category: fc.oneof(fc.constantFrom('Posters', 'Frames', 'Stickers', 'Nikkah-Nama'), hostileText),
        subCategory: fc.oneof(fc.constantFrom('ANIME', 'urdu', ''), hostileText),
        stock: hostileNumber,
        hasFrame: fc.oneof(fc.boolean(), hostileText),
        frameColors: fc.oneof(fc.constant(['Black']), fc.array(hostileText, { maxLength: 3 })),
        sizes: fc.array(
          fc.record({ size: hostileText, actualPrice: hostileNumber, discountedPrice: hostileNumber }),
          { maxLength: 3 },
        ),
        productImages: fc.oneof(fc.constant([image]), fc.array(hostileText, { maxLength: 3 })),
        templateImages: fc.oneof(fc.constant([image]), fc.array(hostileText, { maxLength: 3 })),
        fields: fc.array(
          fc.record({
            fieldName: hostileText,
            fieldType: hostileText,
            required: fc.anything(),
            options: fc.anything(),
          }),
          {
            maxLength: 3,
          },
        ),
        __proto__: fc.constant({ polluted: true }),
      },
      { requiredKeys: [] },
    );
    const target = fc.constantFrom(
      { method: 'post', path: '/api/products/add-product' },
      { method: 'put', path: `/api/products/update-product/${productId}` },
      { method: 'post', path: '/api/custom-products/create-custom-product-template' },
      { method: 'put', path: `/api/announcement/update/${announcement.documentId}` },
    );
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.oneof(catalogueBody, fc.jsonValue({ maxDepth: 3 })),
        async ({ method, path }, body) => {
          const res = await (shop.api() as any)
            [method](path)
            .set('Authorization', token)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body));
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    expect(({} as any).polluted).toBeUndefined();
    for (const product of await shop.strapi.documents('api::product.product').findMany({ limit: 1000 })) {
      const stored = productSchema.parse({
        ...withoutUnsetUrdu(product),
        _id: product.documentId,
        createdAt: String(product.createdAt),
      });
      expect(stored.productImages.length).toBeGreaterThanOrEqual(1);
      expect(stored.productImages.length).toBeLessThanOrEqual(2);
    }
    for (const template of await shop.strapi.documents('api::template.template').findMany({ limit: 1000 })) {
      templateSchema.parse({
        ...withoutUnsetUrdu(template),
        _id: template.documentId,
        createdAt: String(template.createdAt),
      });
    }
  });
});

/** The Urdu name and description a row has not been given are stored null, and answered as absent. */
function withoutUnsetUrdu<T extends Record<string, unknown>>(row: T) {
  const { nameUr, descriptionUr, ...rest } = row;
  return {
    ...rest,
    ...(nameUr === null ? {} : { nameUr }),
    ...(descriptionUr === null ? {} : { descriptionUr }),
  };
}

describe('stored orders', () => {
  it('random, tampered orders never store a total that differs from the catalogue', async () => {
    const orderedId = (await createProduct(shop.strapi, { stock: 100_000 })).documentId;
    const hostileItem = fc.record({
      id: fc.constant(orderedId),
      size: fc.constantFrom('A4', 'A3', 'XL', ''),
      frame: fc.constantFrom('Black', 'White', 'Gold', ''),
      quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer(), fc.double()),
      price: fc.option(fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double()), { nil: undefined }),
    });
    // Mostly well-formed lines whose only fault, if any, is a price the client made up.
    const plausibleItem = fc.record({
      id: fc.constant(orderedId),
      size: fc.constantFrom('A4', 'A3'),
      frame: fc.constantFrom('Black', 'White'),
      quantity: fc.integer({ min: 1, max: 3 }),
      price: fc.option(fc.constantFrom(499, 1100, 1, 650), { nil: undefined, freq: 2 }),
    });
    const order = fc.record({
      customer: fc.constant(CUSTOMER),
      items: fc.array(
        fc.oneof({ arbitrary: plausibleItem, weight: 4 }, { arbitrary: hostileItem, weight: 1 }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      subtotal: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined, freq: 2 }),
      deliveryCharge: fc.option(fc.constantFrom(0, 250, 500), { nil: undefined, freq: 2 }),
      total: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined, freq: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(order, async (body) => {
        const res = await shop.api().post('/api/orders/create-order').send(body);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    // One order that must go through, so the check below never looks at an empty list.
    await shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: CUSTOMER,
        items: [{ id: orderedId, size: 'A4', frame: 'Black', quantity: 2, price: 499 }],
        total: 1248,
      })
      .expect(201);
    const product = (await shop.strapi
      .documents('api::product.product')
      .findOne({ documentId: orderedId })) as any;
    const orders = (
      (await shop.strapi.documents('api::order.order').findMany({ limit: 10_000 })) as any[]
    ).filter((o) => o.items.every((line: any) => line.id === orderedId));
    expect(orders.length).toBeGreaterThan(0);
    for (const stored of orders) {
      let subtotal = 0;
      for (const line of stored.items) {
        const size = product.sizes.find((s: any) => s.size === line.size);
        expect(line.price).toBe(priceOfSize(size));
        subtotal += line.price * line.quantity;
      }
      expect(stored.subtotal).toBe(subtotal);
      expect(stored.deliveryCharge).toBe(250);
      expect(stored.total).toBe(subtotal + 250);
    }
  });
});

import {
  CORRECTION_CHANGES_NOTHING,
  minimumOrderMessage,
  ORDER_CHANGED_MEANWHILE,
  orderSchema,
  productSchema,
  SAMPLE_SHOP_SETTINGS,
} from '@shop/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';
import { STAFF } from './helpers/shop-server';

const fixture = shopForFile();

let phones = 0;

/** An order as a shopper places it, each with its own phone (the owner's limit counts orders per phone). */
async function placed(items: Record<string, unknown>[], customer: Partial<typeof CUSTOMER> = {}) {
  phones += 1;
  const res = await fixture.shop
    .api()
    .post('/api/orders/create-order')
    .send({ customer: { ...CUSTOMER, phone: `0301 ${1000000 + phones}`, ...customer }, items })
    .expect(201);
  return orderSchema.parse(res.body);
}

const a4 = (id: string, quantity: number) => ({ id, size: 'A4', frame: 'Black', quantity });
const a3 = (id: string, quantity: number) => ({ id, size: 'A3', frame: 'White', quantity });

function correct(id: string, body: unknown, auth: string | null = fixture.token) {
  const call = fixture.shop.api().patch(`/api/orders/${id}`);
  return (auth ? call.set('Authorization', auth) : call).send(body as object);
}

function move(id: string, body: Record<string, unknown>) {
  return fixture.shop
    .api()
    .patch(`/api/orders/${id}/status`)
    .set('Authorization', fixture.token)
    .send(body)
    .expect(200);
}

async function stockOf(documentId: string, uid = 'api::product.product'): Promise<number> {
  const doc = await fixture.shop.strapi.documents(uid as 'api::product.product').findOne({ documentId });
  return (doc as { stock: number }).stock;
}

async function stockOnPage(id: string): Promise<number> {
  const res = await fixture.shop.api().get(`/api/products/single-product/${id}`).expect(200);
  return productSchema.parse(res.body).stock;
}

async function storedOrder(id: string) {
  const res = await fixture.shop
    .api()
    .get('/api/orders/all-orders')
    .set('Authorization', fixture.token)
    .expect(200);
  return orderSchema.parse(res.body.orders.find((order: { _id: string }) => order._id === id));
}

describe('staff correct an order before dispatch', () => {
  it('changes the address alone, keeping lines and money, and records who changed it', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const order = await placed([a4(product.documentId, 2)]);
    const res = await correct(order._id, { customer: { address: '  7 Mall Road ' } }).expect(200);
    const corrected = orderSchema.parse(res.body);
    expect(corrected.customer).toMatchObject({
      ...CUSTOMER,
      phone: order.customer.phone,
      address: '7 Mall Road',
    });
    expect(corrected).toMatchObject({ items: order.items, subtotal: 998, deliveryCharge: 250, total: 1248 });
    expect(corrected.history).toEqual([
      ...order.history,
      { status: 'placed', at: expect.any(String), by: STAFF.email, note: null, changes: 'Address changed' },
    ]);
    expect(await stockOf(product.documentId)).toBe(8);
    expect(await storedOrder(order._id)).toMatchObject({
      customer: corrected.customer,
      history: corrected.history,
    });
  });

  it('re-prices new lines from the catalogue, takes stock for what grew and gives back what shrank', async () => {
    const poster = await createProduct(fixture.shop.strapi, { name: 'Poster A', stock: 10 });
    const frame = await createProduct(fixture.shop.strapi, { name: 'Frame B', stock: 10 });
    const template = await createTemplate(fixture.shop.strapi, { name: 'Family Print', stock: 5 });
    const order = await placed([a4(poster.documentId, 1), a3(frame.documentId, 3)]);
    expect([await stockOf(poster.documentId), await stockOf(frame.documentId)]).toEqual([9, 7]);
    await move(order._id, { status: 'confirmed' });
    const res = await correct(order._id, {
      items: [
        a4(poster.documentId, 2),
        a3(frame.documentId, 1),
        { id: template.documentId, size: 'A4', quantity: 1, customFields: { Name: 'Khan', Font: 'Serif' } },
      ],
    }).expect(200);
    const corrected = orderSchema.parse(res.body);
    expect(corrected.items.map(({ name, quantity, price }) => [name, quantity, price])).toEqual([
      ['Poster A', 2, 499],
      ['Frame B', 1, 1100],
      ['Family Print', 1, 700],
    ]);
    expect(corrected).toMatchObject({
      status: 'confirmed',
      subtotal: 2798,
      deliveryCharge: 250,
      total: 3048,
    });
    expect(corrected.history.at(-1)).toEqual({
      status: 'confirmed',
      at: expect.any(String),
      by: STAFF.email,
      note: null,
      changes:
        "'Poster A A4 Black' 1 → 2; 'Frame B A3 White' 3 → 1; added 'Family Print A4'; total Rs. 4,049 → Rs. 3,048",
    });
    expect(await stockOf(poster.documentId)).toBe(8);
    expect(await stockOf(frame.documentId)).toBe(9);
    expect(await stockOf(template.documentId, 'api::template.template')).toBe(4);

    const removed = await correct(order._id, { items: [a4(poster.documentId, 2)] }).expect(200);
    expect(removed.body.history.at(-1).changes).toBe(
      "removed 'Frame B A3 White'; removed 'Family Print A4'; total Rs. 3,048 → Rs. 1,248",
    );
    expect(await stockOf(frame.documentId)).toBe(10);
    expect(await stockOf(template.documentId, 'api::template.template')).toBe(5);
  });

  it('refuses more than the shelf holds with the stock message, and changes nothing', async () => {
    const poster = await createProduct(fixture.shop.strapi, { name: 'Poster C', stock: 5 });
    const scarce = await createProduct(fixture.shop.strapi, { name: 'Scarce D', stock: 3 });
    const order = await placed([a4(poster.documentId, 4), a4(scarce.documentId, 1)]);
    const res = await correct(order._id, {
      customer: { name: 'Someone Else' },
      items: [a4(poster.documentId, 1), a4(scarce.documentId, 4)],
    }).expect(409);
    expect(res.body.error.message).toBe('Only 2 left of "Scarce D". Please lower the quantity.');
    expect(await stockOf(poster.documentId)).toBe(1);
    expect(await stockOf(scarce.documentId)).toBe(2);
    expect(await storedOrder(order._id)).toEqual(orderSchema.parse({ ...order, trackingToken: undefined }));
    // Exactly what is left fits.
    await correct(order._id, { items: [a4(poster.documentId, 4), a4(scarce.documentId, 3)] }).expect(200);
    expect(await stockOf(scarce.documentId)).toBe(0);
  });

  it('refuses an order that is dispatched, delivered, cancelled or returned with 409', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 20 });
    const cancelled = await placed([a4(product.documentId, 1)]);
    await move(cancelled._id, { status: 'cancelled', note: 'Changed their mind' });
    const res = await correct(cancelled._id, { customer: { city: 'Karachi' } }).expect(409);
    expect(res.body.error.message).toBe(
      'This order is Cancelled, so it can no longer be corrected: only an order that is Placed, Confirmed, In production can be',
    );
    const sent = await placed([a4(product.documentId, 1)]);
    await move(sent._id, { status: 'confirmed' });
    await move(sent._id, { status: 'in_production' });
    await correct(sent._id, { items: [a4(product.documentId, 2)] }).expect(200);
    await move(sent._id, { status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-9' });
    const late = await correct(sent._id, { items: [a4(product.documentId, 3)] }).expect(409);
    expect(late.body.error.message).toMatch(/^This order is Dispatched, so it can no longer be corrected/);
    expect(await stockOf(product.documentId)).toBe(18);
    await move(sent._id, { status: 'delivered' });
    await correct(sent._id, { customer: { name: 'X' } }).expect(409);
  });

  it('answers 400 for a correction that says nothing, or nothing new, or is malformed', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const order = await placed([a4(product.documentId, 1)]);
    const cases: [unknown, string | RegExp][] = [
      [{}, "Say what to correct: the customer's details (customer) or the order's lines (items)"],
      [
        { customer: {} },
        "Say what to correct: the customer's details (customer) or the order's lines (items)",
      ],
      [{ items: [] }, 'The order needs at least one item'],
      [{ items: [{ ...a4(product.documentId, 1), quantity: 0 }] }, /Quantity/],
      [{ customer: { email: 'nope' } }, 'Email must be a valid e-mail address'],
      [{ status: 'confirmed' }, /status/],
      [
        { items: [a4('abcdefghijklmnopqrstuvwx', 1)] },
        'An item in your cart is no longer available. Please remove it and try again.',
      ],
      [{ items: [{ ...a4(product.documentId, 1), frame: 'Gold' }] }, /Frame colour "Gold" is not offered/],
      [{ customer: { address: CUSTOMER.address } }, CORRECTION_CHANGES_NOTHING],
      [{ updatedAt: 'yesterday', customer: { name: 'A' } }, /updatedAt/],
    ];
    for (const [body, message] of cases) {
      const res = await correct(order._id, body);
      expect([400, 409], JSON.stringify(body)).toContain(res.status);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await stockOf(product.documentId)).toBe(9);
    expect((await storedOrder(order._id)).history).toEqual(order.history);
  });

  it('refuses a caller without a staff token, and answers 404 for an unknown order', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const order = await placed([a4(product.documentId, 1)]);
    await correct(order._id, { customer: { name: 'Thief' } }, null).expect(401);
    await correct(order._id, { customer: { name: 'Thief' } }, 'Bearer not-a-token').expect(401);
    await correct('abcdefghijklmnopqrstuvwx', { customer: { name: 'A' } }).expect(404);
    expect((await storedOrder(order._id)).customer.name).toBe(CUSTOMER.name);
  });

  it('refuses a correction made on an order read before another change (409), and of two at once one wins', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const order = await placed([a4(product.documentId, 1)]);
    const read = await storedOrder(order._id);
    expect(read.updatedAt).toEqual(expect.any(String));
    await correct(order._id, { updatedAt: read.updatedAt, items: [a4(product.documentId, 2)] }).expect(200);
    const stale = await correct(order._id, { updatedAt: read.updatedAt, items: [a4(product.documentId, 5)] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(ORDER_CHANGED_MEANWHILE);
    expect(await stockOf(product.documentId)).toBe(8);

    const fresh = await storedOrder(order._id);
    const both = await Promise.all(
      [3, 4].map((quantity) =>
        correct(order._id, { updatedAt: fresh.updatedAt, items: [a4(product.documentId, quantity)] }),
      ),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const won = both.find((res) => res.status === 200)!.body.items[0].quantity;
    expect(await stockOf(product.documentId)).toBe(10 - won);
  });

  it('keeps the correction out of the shopper’s tracking timeline', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const res = await fixture.shop
      .api()
      .post('/api/orders/create-order')
      .send({ customer: { ...CUSTOMER, phone: '0333 7654321' }, items: [a4(product.documentId, 1)] })
      .expect(201);
    await correct(res.body._id, { items: [a4(product.documentId, 2)] }).expect(200);
    const tracked = await fixture.shop.api().get(`/api/orders/track/${res.body.trackingToken}`).expect(200);
    expect(tracked.body.timeline).toEqual([{ status: 'placed', at: res.body.history[0].at }]);
    expect(tracked.body.items[0].quantity).toBe(2);
    expect(tracked.body.total).toBe(1248);
  });

  it('shows the new stock on the product page at once, the server’s clock standing still', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const order = await placed([a4(product.documentId, 2)]);
    expect(await stockOnPage(product.documentId)).toBe(8);
    expect(await stockOnPage(product.documentId)).toBe(8);
    // No periodic re-read of the table versions can show the new stock: only the correction's own invalidation.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => clock.mockRestore());
    await correct(order._id, { items: [a4(product.documentId, 5)] }).expect(200);
    expect(await stockOnPage(product.documentId)).toBe(5);
    await correct(order._id, { items: [a4(product.documentId, 1)] }).expect(200);
    expect(await stockOnPage(product.documentId)).toBe(9);
  });

  it('charges the delivery of the new city and keeps the owner’s minimum order', async () => {
    const save = (change: Record<string, unknown>) =>
      fixture.shop
        .api()
        .put('/api/shop-settings')
        .set('Authorization', fixture.token)
        .send({ ...SAMPLE_SHOP_SETTINGS, ...change })
        .expect(200);
    const product = await createProduct(fixture.shop.strapi);
    const order = await placed([a4(product.documentId, 2)]);
    await save({
      flatDeliveryCharge: 300,
      cityDeliveryCharges: [{ city: 'Lahore', charge: 150 }],
      freeDeliveryFrom: null,
      minimumOrder: 1000,
    });
    onTestFinished(async () => {
      await save({
        flatDeliveryCharge: 250,
        cityDeliveryCharges: [],
        freeDeliveryFrom: null,
        minimumOrder: 500,
      });
    });
    const moved = await correct(order._id, { customer: { city: 'Karachi' } }).expect(200);
    expect(moved.body).toMatchObject({ subtotal: 998, deliveryCharge: 300, total: 1298 });
    expect(moved.body.history.at(-1).changes).toBe(
      'City changed; delivery Rs. 250 → Rs. 300; total Rs. 1,248 → Rs. 1,298',
    );
    const back = await correct(order._id, {
      customer: { city: 'Lahore' },
      items: [a4(product.documentId, 1)],
    });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toBe(minimumOrderMessage(1000));
    expect(await stockOf(product.documentId)).toBe(8);
  });

  it('keeps the rupees a discount code saved through a correction that adds posters', async () => {
    const code = `KEEP${phones}`;
    await fixture.shop
      .api()
      .post('/api/discount-codes')
      .set('Authorization', fixture.token)
      .send({ code, kind: 'percent', value: 10 })
      .expect(201);
    const product = await createProduct(fixture.shop.strapi);
    phones += 1;
    const res = await fixture.shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: { ...CUSTOMER, phone: `0301 ${1000000 + phones}` },
        items: [a4(product.documentId, 2)],
        discountCode: code,
      })
      .expect(201);
    expect(res.body).toMatchObject({ subtotal: 998, discountAmount: 100, total: 1148 });
    const grown = await correct(res.body._id, { items: [a4(product.documentId, 4)] }).expect(200);
    expect(grown.body).toMatchObject({
      discountCode: code,
      subtotal: 1996,
      discountAmount: 100,
      deliveryCharge: 250,
      total: 2146,
    });
    const stored = await storedOrder(res.body._id);
    expect(stored).toMatchObject({ discountAmount: 100, total: 2146 });
  });
});

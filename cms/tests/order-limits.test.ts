import {
  SAMPLE_SHOP_SETTINGS,
  stoppedOrdersSchema,
  tooManyUnitsMessage,
  tooManyWaitingOrdersMessage,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOrderPhones } from '../src/lib/setup/order-phones';
import { STOPPED_ORDERS_KEPT } from '../src/lib/orders/stopped-orders';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';
import { ORDER_UID, PRODUCT_UID, STOPPED_ORDER_UID } from '../src/lib/content-types';

let shop: TestShop;
let staff: string;

// The shop's own defaults: other test servers raise the limits (helpers/test-environment.ts).
beforeAll(async () => {
  shop = await startShop({ DEFAULT_MAX_UNITS_PER_ORDER: '', DEFAULT_MAX_WAITING_ORDERS_PER_PHONE: '' });
  staff = await shop.staffToken();
});
afterAll(() => shop.stop());

let phones = 0;
/** A shopper with a number of their own, so one test's orders never count against another's. */
function shopperWithOwnPhone() {
  phones += 1;
  return { ...CUSTOMER, phone: `0301 ${String(1000000 + phones)}` };
}

function order(customer: typeof CUSTOMER, items: unknown[]) {
  return shop.api().post('/api/orders/create-order').send({ customer, items });
}

function posterLines(id: string, a4: number, a3: number) {
  return [
    { id, size: 'A4', frame: 'Black', quantity: a4 },
    { id, size: 'A3', frame: 'White', quantity: a3 },
  ];
}

async function stockOf(documentId: string): Promise<number> {
  return ((await shop.strapi.documents(PRODUCT_UID).findOne({ documentId })) as any).stock;
}

async function saveLimits(limits: { maxUnitsPerOrder?: number; maxWaitingOrdersPerPhone?: number }) {
  await shop
    .api()
    .put('/api/shop-settings')
    .set('Authorization', staff)
    .send({ ...SAMPLE_SHOP_SETTINGS, ...limits })
    .expect(200);
}

async function stopped() {
  const res = await shop.api().get('/api/orders/stopped').set('Authorization', staff).expect(200);
  return stoppedOrdersSchema.parse(res.body).stoppedOrders;
}

describe('units of one item per order', () => {
  it('a fresh shop allows 20 units of one item and 3 waiting orders per phone', async () => {
    const res = await shop.api().get('/api/shop-settings').expect(200);
    expect(res.body).toMatchObject({ maxUnitsPerOrder: 20, maxWaitingOrdersPerPhone: 3 });
  });

  it('refuses 21 units of one poster over two sizes with 400, takes no stock, and accepts 20', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    const refused = await order(shopperWithOwnPhone(), posterLines(poster.documentId, 11, 10)).expect(400);
    expect(refused.body.error.message).toBe(tooManyUnitsMessage(poster.name, 20));
    expect(await stockOf(poster.documentId)).toBe(100);

    await order(shopperWithOwnPhone(), posterLines(poster.documentId, 10, 10)).expect(201);
    expect(await stockOf(poster.documentId)).toBe(80);
  });

  it('follows the limit staff set on the Shop settings screen', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    await saveLimits({ maxUnitsPerOrder: 5 });
    try {
      const refused = await order(shopperWithOwnPhone(), posterLines(poster.documentId, 3, 3)).expect(400);
      expect(refused.body.error.message).toBe(tooManyUnitsMessage(poster.name, 5));
      await order(shopperWithOwnPhone(), posterLines(poster.documentId, 3, 2)).expect(201);

      await saveLimits({ maxUnitsPerOrder: 30 });
      await order(shopperWithOwnPhone(), posterLines(poster.documentId, 15, 15)).expect(201);
    } finally {
      await saveLimits({});
    }
  });
});

describe('orders waiting for confirmation per phone', () => {
  it('accepts 3 orders of one number, however it is typed, refuses the 4th with 429, and a confirmed one frees a place', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    const line = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    const placed = [];
    for (const phone of ['0333-7654321', '03337654321', '0092 333 7654321']) {
      placed.push((await order({ ...CUSTOMER, phone }, line).expect(201)).body);
    }
    expect(placed[0]).not.toHaveProperty('customerPhone');

    const refused = await order({ ...CUSTOMER, phone: '+92 333 7654321' }, line).expect(429);
    expect(refused.body.error.message).toBe(tooManyWaitingOrdersMessage(3));
    expect(await stockOf(poster.documentId)).toBe(97);

    await shop
      .api()
      .patch(`/api/orders/${placed[0]._id}/status`)
      .set('Authorization', staff)
      .send({ status: 'confirmed' })
      .expect(200);
    await order({ ...CUSTOMER, phone: '+92 333 7654321' }, line).expect(201);
    await order({ ...CUSTOMER, phone: '0333 7654321' }, line).expect(429);
  });

  it('counts a phone that holds no number as itself, so junk cannot slip past the limit', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    const line = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    for (let i = 0; i < 3; i++) await order({ ...CUSTOMER, phone: 'no phone' }, line).expect(201);
    await order({ ...CUSTOMER, phone: ' No Phone ' }, line).expect(429);
  });

  it('counts the orders stored before the phone was kept, once they are filled in at start', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    const line = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    const customer = shopperWithOwnPhone();
    for (let i = 0; i < 3; i++) await order(customer, line).expect(201);
    // As an older version stored them: no canonical phone.
    await shop.strapi.db.query(ORDER_UID).updateMany({
      where: { customerPhone: customer.phone.replace(' ', '') },
      data: { customerPhone: null },
    });
    await order(customer, line).expect(201);
    await fillOrderPhones(shop.strapi);
    await order(customer, line).expect(429);
  });
});

describe('the stopped orders staff see', () => {
  it('lists each refused attempt newest first, with the limit, the shopper, the lines and the client', async () => {
    const poster = await createProduct(shop.strapi, { stock: 100 });
    const customer = { ...shopperWithOwnPhone(), name: 'Stopped Shopper', city: 'Multan' };
    await order(customer, posterLines(poster.documentId, 20, 1)).expect(400);
    const [newest] = await stopped();
    expect(newest).toMatchObject({
      limit: 'unitsPerOrder',
      message: tooManyUnitsMessage(poster.name, 20),
      phone: customer.phone,
      customerName: 'Stopped Shopper',
      city: 'Multan',
      items: [
        { id: poster.documentId, name: poster.name, size: 'A4', frame: 'Black', quantity: 20 },
        { id: poster.documentId, name: poster.name, size: 'A3', frame: 'White', quantity: 1 },
      ],
    });
    expect(newest.clientAddress).toMatch(/127\.0\.0\.1/);
  });

  it('are for staff only', async () => {
    await shop.api().get('/api/orders/stopped').expect(401);
    await shop.api().get('/api/orders/stopped').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it(`keeps only the newest ${STOPPED_ORDERS_KEPT}`, async () => {
    const filler = Array.from({ length: STOPPED_ORDERS_KEPT }, (_, i) => ({
      documentId: `filler${String(i).padStart(18, '0')}`,
      limit: 'unitsPerOrder',
      message: 'an older refusal',
      items: [],
      createdAt: new Date(Date.UTC(2020, 0, 1)),
      updatedAt: new Date(Date.UTC(2020, 0, 1)),
    }));
    await shop.strapi.db.query(STOPPED_ORDER_UID).createMany({ data: filler });
    const poster = await createProduct(shop.strapi, { stock: 100 });
    await order(shopperWithOwnPhone(), posterLines(poster.documentId, 21, 0).slice(0, 1)).expect(400);
    expect(await shop.strapi.db.query(STOPPED_ORDER_UID).count()).toBe(STOPPED_ORDERS_KEPT);
    const listed = await stopped();
    expect(listed).toHaveLength(STOPPED_ORDERS_KEPT);
    expect(listed[0].limit).toBe('unitsPerOrder');
    expect(listed[0].message).not.toBe('an older refusal');
  });
});

import { dashboardSummarySchema, orderPageSchema, orderSchema, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, createTemplate, pngBytes } from './helpers/fixtures';
import { placeOrder } from './helpers/place-order';
import { STAFF } from './helpers/shop-server';
import { type ShopWithInbox, startShopWithInbox } from './helpers/mailing-shop';
import { OUTBOX_UID, PRODUCT_UID, TEMPLATE_UID } from '../src/lib/content-types';

let shop: ShopWithInbox;
let staff: string;

beforeAll(async () => {
  // The shop's own order limits (other test servers raise them), and mail, to see who is written to.
  shop = await startShopWithInbox({
    DEFAULT_MAX_UNITS_PER_ORDER: '',
    DEFAULT_MAX_WAITING_ORDERS_PER_PHONE: '',
    STAFF_NOTIFY_EMAIL: 'owner@shop.test',
  });
  staff = await shop.staffToken();
});
afterAll(() => shop.stop());

let phones = 0;
/** A customer with a number of their own, so one test's orders never count against another's; no e-mail. */
function phoneCustomer(overrides: Record<string, unknown> = {}) {
  phones += 1;
  const { email: _email, ...customer } = CUSTOMER;
  return { ...customer, phone: `0302 ${String(2000000 + phones)}`, ...overrides };
}

function takeOrder(body: unknown, token: string | null = staff) {
  const call = shop.api().post('/api/orders');
  return token ? call.set('Authorization', token).send(body as object) : call.send(body as object);
}

async function stockOf(uid: typeof PRODUCT_UID | typeof TEMPLATE_UID, documentId: string) {
  return ((await shop.strapi.documents(uid).findOne({ documentId })) as any).stock as number;
}

async function mailsOf(orderNumber: string) {
  const rows = await shop.strapi.db.query(OUTBOX_UID).findMany({ where: { orderNumber } });
  return rows.map((row: any) => `${row.kind} ${row.recipient}`).sort();
}

describe('POST /api/orders (staff take an order)', () => {
  it('prices it as the checkout does, takes the stock, and records the source and who took it', async () => {
    const poster = await createProduct(shop.strapi, { stock: 20 });
    const res = await takeOrder({
      customer: phoneCustomer(),
      items: [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 3 }],
      source: 'whatsapp',
    }).expect(201);
    const order = orderSchema.parse(res.body);
    expect(order).toMatchObject({ subtotal: 3 * 499, deliveryCharge: 250, total: 3 * 499 + 250 });
    expect(order.items[0]).toMatchObject({ id: poster.documentId, size: 'A4', price: 499, quantity: 3 });
    expect(order.source).toBe('whatsapp');
    expect(order.enteredBy).toBe(STAFF.email);
    expect(order.customer.email).toBeUndefined();
    // Staff are talking to the customer: the order is confirmed as it is taken, by them.
    expect(order.status).toBe('confirmed');
    expect(order.history.map(({ status, by }) => ({ status, by }))).toEqual([
      { status: 'placed', by: STAFF.email },
      { status: 'confirmed', by: STAFF.email },
    ]);
    // The private tracking link, for staff to send the customer.
    expect(order.trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stockOf(PRODUCT_UID, poster.documentId)).toBe(17);
  });

  it('a template line keeps its custom values, with a photo the customer sent uploaded by staff', async () => {
    const template = await createTemplate(shop.strapi, { stock: 5 });
    const upload = await shop
      .api()
      .post('/api/custom-images')
      .attach('file', await pngBytes(1200, 1600), { filename: 'customer.png', contentType: 'image/png' })
      .expect(200);
    const res = await takeOrder({
      customer: phoneCustomer(),
      items: [
        {
          id: template.documentId,
          size: 'A4',
          quantity: 1,
          customFields: { Name: 'Ayesha', Font: 'Serif', Photo: upload.body.secure_url },
        },
      ],
      source: 'instagram',
    }).expect(201);
    expect(res.body.items[0].customFields).toEqual({
      Name: 'Ayesha',
      Font: 'Serif',
      Photo: upload.body.secure_url,
    });
    expect(res.body.total).toBe(700 + 250);
    expect(await stockOf(TEMPLATE_UID, template.documentId)).toBe(4);
  });

  it('refuses what the checkout refuses: a wrong total (409), no stock left (409), a missing field (400)', async () => {
    const poster = await createProduct(shop.strapi, { stock: 2 });
    const line = { id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 };
    const base = { customer: phoneCustomer(), source: 'phone' };
    await takeOrder({ ...base, items: [line], total: 1 }).expect(409);
    await takeOrder({ ...base, items: [{ ...line, quantity: 3 }] }).expect(409);
    const blank = await takeOrder({ ...base, customer: phoneCustomer({ address: ' ' }), items: [line] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please Fill all required fields');
    expect(await stockOf(PRODUCT_UID, poster.documentId)).toBe(2);
  });

  it('answers 400 with a clear message for a missing or unknown source, a bad e-mail or no items', async () => {
    const poster = await createProduct(shop.strapi);
    const items = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    const cases: Array<[unknown, string]> = [
      [
        { customer: phoneCustomer(), items },
        'Source must be one of: website, phone, whatsapp, instagram, walk_in',
      ],
      [
        { customer: phoneCustomer(), items, source: 'tiktok' },
        'Source must be one of: website, phone, whatsapp, instagram, walk_in',
      ],
      [
        { customer: phoneCustomer({ email: 'not-an-address' }), items, source: 'phone' },
        'Email must be a valid e-mail address',
      ],
      [{ customer: phoneCustomer(), items: [], source: 'phone' }, 'The order needs at least one item'],
      [[], 'The request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await takeOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('refuses a caller without a staff token (401) and stores nothing', async () => {
    const poster = await createProduct(shop.strapi);
    const body = {
      customer: phoneCustomer(),
      items: [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }],
      source: 'phone',
    };
    await takeOrder(body, null).expect(401);
    await takeOrder(body, 'Bearer not-a-token').expect(401);
    expect(await stockOf(PRODUCT_UID, poster.documentId)).toBe(10);
  });

  it('is not held by the limit on a phone’s waiting orders, which still holds the checkout', async () => {
    await shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', staff)
      .send({ ...SAMPLE_SHOP_SETTINGS, maxWaitingOrdersPerPhone: 1 })
      .expect(200);
    const poster = await createProduct(shop.strapi, { stock: 50 });
    const customer = { ...phoneCustomer(), email: CUSTOMER.email };
    const items = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    await placeOrder(shop, poster.documentId, { customer });
    await takeOrder({ customer, items, source: 'phone' }).expect(201);
    await takeOrder({ customer, items, source: 'phone' }).expect(201);
    await shop.api().post('/api/orders/create-order').send({ customer, items }).expect(429);
  });

  it('a retried submit with the same Idempotency-Key answers the first order and takes no more stock', async () => {
    const poster = await createProduct(shop.strapi, { stock: 10 });
    const body = {
      customer: phoneCustomer(),
      items: [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 2 }],
      source: 'walk_in',
    };
    const first = await takeOrder(body).set('Idempotency-Key', 'staff-draft-1').expect(201);
    const again = await takeOrder(body).set('Idempotency-Key', 'staff-draft-1').expect(200);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(await stockOf(PRODUCT_UID, poster.documentId)).toBe(8);
    await takeOrder({ ...body, source: 'phone' })
      .set('Idempotency-Key', 'staff-draft-1')
      .expect(422);
  });

  it('writes the customer the usual confirmation when they gave an e-mail, and nothing when not', async () => {
    const poster = await createProduct(shop.strapi);
    const items = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    const without = await takeOrder({ customer: phoneCustomer(), items, source: 'phone' }).expect(201);
    const withEmail = await takeOrder({
      customer: phoneCustomer({ email: 'sana@example.pk' }),
      items,
      source: 'whatsapp',
    }).expect(201);
    const blankEmail = await takeOrder({
      customer: phoneCustomer({ email: '  ' }),
      items,
      source: 'phone',
    }).expect(201);
    expect(blankEmail.body.customer.email).toBeUndefined();
    expect(await mailsOf(without.body.orderNumber)).toEqual(['new-order-notice owner@shop.test']);
    expect(await mailsOf(blankEmail.body.orderNumber)).toEqual(['new-order-notice owner@shop.test']);
    expect(await mailsOf(withEmail.body.orderNumber)).toEqual([
      'new-order-notice owner@shop.test',
      'order-confirmation sana@example.pk',
    ]);
  });
});

describe('sources on the orders list and the dashboard', () => {
  async function ordersFrom(source: string) {
    const res = await shop
      .api()
      .get('/api/orders/all-orders')
      .query({ source, page: 1, pageSize: 100 })
      .set('Authorization', staff)
      .expect(200);
    return orderPageSchema.parse(res.body).orders;
  }

  async function salesBySource() {
    const res = await shop.api().get('/api/admin/dashboard-summary').set('Authorization', staff).expect(200);
    return dashboardSummarySchema.parse(res.body).salesBySourceLast30Days;
  }

  it('filters the list by source; website holds the checkout’s orders and those stored before sources', async () => {
    const poster = await createProduct(shop.strapi, { stock: 50 });
    const items = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 1 }];
    const shopper = await placeOrder(shop, poster.documentId, {
      customer: { ...CUSTOMER, phone: '0333 7654321' },
    });
    const older = await placeOrder(shop, poster.documentId, {
      customer: { ...CUSTOMER, phone: '0333 7654322' },
    });
    await shop.strapi.db
      .query('api::order.order')
      .update({ where: { orderNumber: older.orderNumber }, data: { source: null } });
    const taken = await takeOrder({ customer: phoneCustomer(), items, source: 'walk_in' }).expect(201);

    const website = await ordersFrom('website');
    expect(website.map((o) => o.orderNumber)).toEqual(
      expect.arrayContaining([shopper.orderNumber, older.orderNumber]),
    );
    expect(website.every((o) => o.source === 'website')).toBe(true);
    expect(website.map((o) => o.orderNumber)).not.toContain(taken.body.orderNumber);
    const walkIns = await ordersFrom('walk_in');
    expect(walkIns.map((o) => o.orderNumber)).toContain(taken.body.orderNumber);
    expect(walkIns.every((o) => o.source === 'walk_in')).toBe(true);

    const bad = await shop
      .api()
      .get('/api/orders/all-orders')
      .query({ source: 'fax' })
      .set('Authorization', staff)
      .expect(400);
    expect(bad.body.error.message).toBe(
      'Source must be one of: website, phone, whatsapp, instagram, walk_in',
    );
  });

  it('breaks the last 30 days’ sales down by source, leaving out cancelled orders', async () => {
    const before = await salesBySource();
    expect(before.map((row) => row.source)).toEqual(['website', 'phone', 'whatsapp', 'instagram', 'walk_in']);
    const poster = await createProduct(shop.strapi, { stock: 50 });
    const items = [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 2 }];
    await takeOrder({ customer: phoneCustomer(), items, source: 'instagram' }).expect(201);
    const cancelled = await takeOrder({ customer: phoneCustomer(), items, source: 'instagram' }).expect(201);
    await shop
      .api()
      .patch(`/api/orders/${cancelled.body._id}/status`)
      .set('Authorization', staff)
      .send({ status: 'cancelled', note: 'Customer changed their mind' })
      .expect(200);
    await placeOrder(shop, poster.documentId, { customer: { ...CUSTOMER, phone: '0333 7654323' } });

    const after = await salesBySource();
    const change = (source: string) => {
      const [was, is] = [before, after].map((rows) => rows.find((row) => row.source === source)!);
      return { orders: is.orders - was.orders, revenue: is.revenue - was.revenue };
    };
    expect(change('instagram')).toEqual({ orders: 1, revenue: 2 * 499 + 250 });
    expect(change('website')).toEqual({ orders: 1, revenue: 499 + 250 });
    expect(change('phone')).toEqual({ orders: 0, revenue: 0 });
  });
});

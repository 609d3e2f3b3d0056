import { dashboardSummarySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { dashboardOf } from './helpers/dashboard';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';
import { placeOrder } from './helpers/place-order';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

describe('health', () => {
  it('GET /_health answers 204 once the server is ready', async () => {
    await shop.api().get('/_health').expect(204);
  });
});

describe('durability', () => {
  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'SQLite runs in WAL mode with synchronous FULL',
    async () => {
      const [journal] = await shop.strapi.db.connection.raw('PRAGMA journal_mode');
      const [sync] = await shop.strapi.db.connection.raw('PRAGMA synchronous');
      expect(journal.journal_mode).toBe('wal');
      expect(sync.synchronous).toBe(2);
    },
  );
});

describe('closed doors', () => {
  it('the Strapi panel has an account from the environment and its registration form is closed', async () => {
    expect(await shop.strapi.db.query('admin::user').count()).toBe(1);
    const login = await shop
      .api()
      .post('/admin/login')
      .send({ email: STAFF.email, password: STAFF.password });
    expect(login.status).toBe(200);
    const register = await shop
      .api()
      .post('/admin/register-admin')
      .send({ email: 'intruder@example.com', password: 'Intruder-Pass-1', firstname: 'I' })
      .expect(403);
    expect(register.body.error.message).toContain('PANEL_ADMIN_EMAIL');
  });

  it('other origins get no CORS permission by default', async () => {
    const res = await shop
      .api()
      .get('/api/announcement/get-announcements')
      .set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin'] ?? '').not.toMatch(/evil|\*/);
  });

  it('answers carry security headers', async () => {
    const res = await shop.api().get('/api/products/single-product/abcdefghijklmnopqrstuvwx');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('dashboard-summary', () => {
  it('sums today’s orders and revenue and lists stock alerts and the newest orders and messages', async () => {
    const poster = await createProduct(shop.strapi, { name: 'Busy Poster', stock: 12 });
    await createProduct(shop.strapi, { name: 'Sold Out Poster', stock: 0 });
    const body = {
      customer: CUSTOMER,
      items: [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 3 }],
    };
    await shop.api().post('/api/orders/create-order').send(body).expect(201);
    await shop
      .api()
      .post('/api/orders/create-order')
      .send({ ...body, items: [{ ...body.items[0], quantity: 1 }] })
      .expect(201);
    await shop
      .api()
      .post('/api/contact/save-message')
      .send({ name: 'Zara', email: 'z@example.com', number: '1', message: 'Hello' })
      .expect(201);

    const token = await shop.staffToken();
    const res = await shop.api().get('/api/admin/dashboard-summary').set('Authorization', token).expect(200);
    const summary = dashboardSummarySchema.parse(res.body);
    const expectedRevenue = 3 * 499 + 250 + (499 + 250);
    expect(summary.periods.today).toEqual({
      orders: 2,
      revenue: expectedRevenue,
      averageOrder: Math.round(expectedRevenue / 2),
    });
    expect(summary.periods.last30Days.orders).toBe(2);
    expect(summary.dailyOrders).toHaveLength(30);
    expect(summary.dailyOrders.at(-1)).toMatchObject({ orders: 2, revenue: expectedRevenue });
    expect(summary.lowStock).toEqual([
      { _id: poster.documentId, name: 'Busy Poster', kind: 'product', stock: 8 },
    ]);
    expect(summary.outOfStock.map((item) => item.name)).toEqual(['Sold Out Poster']);
    expect(summary.newestOrders.map((o) => o.itemCount)).toEqual([1, 3]);
    expect(summary.newestMessages[0]).toMatchObject({ name: 'Zara', message: 'Hello' });
  });
});

describe('dashboard order lifecycle figures', () => {
  async function orderAt(
    product: any,
    createdAt: Date,
    status: string | null,
    statusChangedAt = createdAt,
    more: Record<string, unknown> = {},
  ) {
    const order = await placeOrder(shop, product.documentId, { quantity: Number(more.quantity ?? 1) });
    const { quantity: _quantity, ...fields } = more;
    await shop.strapi.db
      .query('api::order.order')
      .update({ where: { documentId: order._id }, data: { createdAt, status, statusChangedAt, ...fields } });
    return order;
  }

  it('counts only sales: a cancelled or returned order leaves today, the chart and the average', async () => {
    const product = await createProduct(shop.strapi, { stock: 100 });
    const now = new Date('2030-02-10T09:00:00Z');
    const before = await dashboardOf(shop, now);
    const at = new Date('2030-02-10T06:00:00Z');
    const kept = [
      await orderAt(product, at, 'placed', at, { quantity: 3 }),
      await orderAt(product, at, 'delivered', at, { quantity: 1 }),
      await orderAt(product, at, null, at, { quantity: 2 }),
    ];
    await orderAt(product, at, 'cancelled', at, { quantity: 7 });
    await orderAt(product, at, 'returned', at, { quantity: 5 });
    const summary = await dashboardOf(shop, now);
    const revenue = kept.reduce((sum, order) => sum + order.total, 0);
    const today = summary.periods.today;
    expect(today.orders - before.periods.today.orders).toBe(3);
    expect(today.revenue - before.periods.today.revenue).toBe(revenue);
    expect(today.averageOrder).toBe(Math.round(today.revenue / today.orders));
    expect(summary.dailyOrders.at(-1)).toEqual({
      date: '2030-02-10',
      orders: today.orders,
      revenue: today.revenue,
    });
    expect(summary.periods.last7Days.revenue - before.periods.last7Days.revenue).toBe(revenue);
    expect(summary.periods.last30Days.revenue - before.periods.last30Days.revenue).toBe(revenue);
  });

  it('tells the cash each courier is to collect and the delivery charges lost on returns', async () => {
    const product = await createProduct(shop.strapi, { stock: 100 });
    const now = new Date('2030-05-20T09:00:00Z');
    const at = new Date('2030-05-19T09:00:00Z');
    const before = await dashboardOf(shop, now);
    const cashOf = (summary: typeof before, courier: string) =>
      summary.cashOnDelivery.byCourier.find((row) => row.courier === courier) ?? { orders: 0, cash: 0 };
    const tcs = [
      await orderAt(product, at, 'dispatched', at, { courier: 'TCS', quantity: 2 }),
      await orderAt(product, at, 'dispatched', at, { courier: 'TCS', quantity: 1 }),
    ];
    const leopards = await orderAt(product, at, 'dispatched', at, { courier: 'Leopards', quantity: 4 });
    // Delivered (paid) and returned parcels are no longer the courier's to collect.
    await orderAt(product, at, 'delivered', at, { courier: 'TCS' });
    await orderAt(product, at, 'returned', at, { courier: 'Leopards' });
    await orderAt(product, at, 'returned', at, { courier: 'TCS' });
    const summary = await dashboardOf(shop, now);
    expect(cashOf(summary, 'TCS').orders - cashOf(before, 'TCS').orders).toBe(2);
    expect(cashOf(summary, 'TCS').cash - cashOf(before, 'TCS').cash).toBe(tcs[0].total + tcs[1].total);
    expect(cashOf(summary, 'Leopards').cash - cashOf(before, 'Leopards').cash).toBe(leopards.total);
    const cashes = summary.cashOnDelivery.byCourier.map((row) => row.cash);
    expect(cashes).toEqual([...cashes].sort((a, b) => b - a));
    expect(cashes.reduce((sum, cash) => sum + cash, 0)).toBe(summary.cashOnDelivery.outstanding);
    const returned = summary.cashOnDelivery.returnedLast30Days;
    expect(returned.orders - before.cashOnDelivery.returnedLast30Days.orders).toBe(2);
    expect(returned.deliveryLoss - before.cashOnDelivery.returnedLast30Days.deliveryLoss).toBe(2 * 250);
  });

  it('counts states, cash outstanding and collected, the return rate and days in the shop time zone', async () => {
    const product = await createProduct(shop.strapi, { stock: 100 });
    const now = new Date('2031-06-15T10:00:00Z');
    const before = await dashboardOf(shop, now);
    const total = 499 + 250;
    // 20:30 UTC on the 14th is 01:30 on the 15th in Karachi: today for the shop, yesterday for the server.
    await orderAt(product, new Date('2031-06-14T20:30:00Z'), 'dispatched');
    await orderAt(product, new Date('2031-06-14T18:30:00Z'), 'dispatched');
    await orderAt(product, new Date('2031-06-10T09:00:00Z'), 'delivered');
    await orderAt(product, new Date('2031-06-10T09:00:00Z'), 'delivered');
    await orderAt(product, new Date('2031-06-10T09:00:00Z'), 'delivered');
    await orderAt(product, new Date('2031-06-11T09:00:00Z'), 'returned');
    // Delivered long ago: not in the last 30 days.
    await orderAt(product, new Date('2031-03-01T09:00:00Z'), 'delivered');
    await orderAt(product, new Date('2031-06-12T09:00:00Z'), null);

    const summary = await dashboardOf(shop, now);
    expect(summary.dailyOrders.at(-1)).toEqual({
      date: '2031-06-15',
      orders: before.dailyOrders.at(-1)!.orders + 1,
      revenue: before.dailyOrders.at(-1)!.revenue + total,
    });
    expect(summary.dailyOrders.at(-2)).toMatchObject({ date: '2031-06-14', orders: 1 });
    expect(summary.periods.today.orders).toBe(before.periods.today.orders + 1);
    expect(summary.ordersByStatus.dispatched - before.ordersByStatus.dispatched).toBe(2);
    expect(summary.ordersByStatus.delivered - before.ordersByStatus.delivered).toBe(4);
    expect(summary.ordersByStatus.placed - before.ordersByStatus.placed).toBe(1);
    expect(summary.cashOnDelivery.outstanding - before.cashOnDelivery.outstanding).toBe(2 * total);
    expect(summary.cashOnDelivery.outstandingOrders - before.cashOnDelivery.outstandingOrders).toBe(2);
    expect(summary.cashOnDelivery.collectedLast30Days - before.cashOnDelivery.collectedLast30Days).toBe(
      3 * total,
    );
    expect(before.cashOnDelivery.returnRateLast30Days).toBeNull();
    expect(summary.cashOnDelivery.returnRateLast30Days).toBe(0.25);
  });
});

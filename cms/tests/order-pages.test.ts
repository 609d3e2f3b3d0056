import { ORDER_STATUSES, ORDERS_PAGE_SIZE_MAX, type OrderStatus, orderStatusOf } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnsOf } from '../src/lib/db-columns';
import { newOrderRow } from '../src/lib/orders/order-insert';
import { UTF8_BOM } from '../src/lib/orders/order-export';
import { shopForFile } from './helpers/file-shop';

const ORDER_UID = 'api::order.order';
/** More orders than the 10,000 the list and the CSV used to stop at, and than one page of each batch. */
const STORED = 10_123;
/** Every 97th order's shopper is called Ayesha: a search that matches across several pages. */
const AYESHA_EVERY = 97;

const fixture = shopForFile();

/** The n-th stored order: its state cycles through all of them, with some stored before the lifecycle (no status). */
function statusOfNth(n: number): OrderStatus | null {
  if (n % 11 === 0) return null;
  return ORDER_STATUSES[n % ORDER_STATUSES.length];
}

/** What the list should hold: every order, newest first, ties by id; read straight from the table. */
let expected: Array<{ documentId: string; orderNumber: string; status: OrderStatus; name: string }>;

beforeAll(async () => {
  const { strapi } = fixture.shop;
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: STORED }, (_, n) => {
    const name = n % AYESHA_EVERY === 0 ? `Ayesha Khan ${n}` : `Shopper ${n}`;
    // Three orders to a second: the ties are ordered by id.
    const at = new Date(start + Math.floor(n / 3) * 1000);
    const row = newOrderRow(
      strapi,
      {
        orderNumber: `PAGE-${String(n).padStart(5, '0')}`,
        customer: {
          name,
          email: `shopper${n}@example.com`,
          phone: '03001234567',
          address: 'Street 1',
          city: 'Lahore',
          country: 'Pakistan',
        },
        items: [
          {
            id: 'moon-poster',
            kind: 'product',
            name: 'Moon Poster',
            size: 'A4',
            frame: 'Black',
            quantity: 1,
            price: 1000,
          },
        ],
        subtotal: 1000,
        deliveryCharge: 250,
        total: 1250,
        paymentMethod: 'Cash on Delivery',
        status: statusOfNth(n),
        history: null,
        statusChangedAt: at,
      },
      at,
    );
    return row;
  });

  for (let i = 0; i < rows.length; i += 500) {
    await strapi.db.query(ORDER_UID).createMany({ data: rows.slice(i, i + 500) });
  }
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const stored = await strapi.db
    .connection(table)
    .select(column('documentId'), column('orderNumber'), column('status'), column('customer'))
    .orderBy([
      { column: column('createdAt'), order: 'desc' },
      { column: column('id'), order: 'desc' },
    ]);
  expected = stored.map((row: Record<string, unknown>) => {
    const customer = row[column('customer')];
    return {
      documentId: String(row[column('documentId')]),
      orderNumber: String(row[column('orderNumber')]),
      status: orderStatusOf(row[column('status')]),
      name: String((typeof customer === 'string' ? JSON.parse(customer) : customer)?.name ?? ''),
    };
  });
  expect(expected.length).toBeGreaterThanOrEqual(STORED);
}, 240_000);

function get(path: string) {
  return fixture.shop.api().get(path).set('Authorization', fixture.token);
}

function countsOf(list: typeof expected): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const order of list) counts[order.status] += 1;
  return counts;
}

const ids = (orders: Array<{ _id: string }>) => orders.map((order) => order._id);
const idsOf = (list: typeof expected) => list.map((order) => order.documentId);

describe('the staff order list in pages', () => {
  it('answers page 2 of 50 newest first, with the total, the page count and the orders in each state', async () => {
    const res = await get('/api/orders/all-orders?page=2&pageSize=50').expect(200);
    expect(ids(res.body.orders)).toEqual(idsOf(expected.slice(50, 100)));
    expect(res.body.meta).toEqual({
      page: 2,
      pageSize: 50,
      pageCount: Math.ceil(expected.length / 50),
      total: expected.length,
    });
    expect(res.body.counts).toEqual(countsOf(expected));
    expect(res.body.orders[0]).toMatchObject({ status: expected[50].status, history: expect.any(Array) });
  });

  it('pages through one state to its last page, its counts still those of every state', async () => {
    const placed = expected.filter((order) => order.status === 'placed');
    const pageCount = Math.ceil(placed.length / ORDERS_PAGE_SIZE_MAX);
    const last = await get(
      `/api/orders/all-orders?status=placed&page=${pageCount}&pageSize=${ORDERS_PAGE_SIZE_MAX}`,
    ).expect(200);
    expect(ids(last.body.orders)).toEqual(idsOf(placed.slice((pageCount - 1) * ORDERS_PAGE_SIZE_MAX)));
    expect(last.body.meta).toEqual({
      page: pageCount,
      pageSize: ORDERS_PAGE_SIZE_MAX,
      pageCount,
      total: placed.length,
    });
    expect(last.body.counts).toEqual(countsOf(expected));
    const beyond = await get(
      `/api/orders/all-orders?status=placed&page=${pageCount + 1}&pageSize=${ORDERS_PAGE_SIZE_MAX}`,
    ).expect(200);
    expect(beyond.body.orders).toEqual([]);
    expect(beyond.body.meta.total).toBe(placed.length);
  });

  it('searches every order, not only one page, case-insensitively, and takes % and _ as themselves', async () => {
    const ayeshas = expected.filter((order) => order.name.startsWith('Ayesha'));
    const second = await get('/api/orders/all-orders?search=%20aYeSHA%20&page=2&pageSize=20').expect(200);
    expect(second.body.meta.total).toBe(ayeshas.length);
    expect(ids(second.body.orders)).toEqual(idsOf(ayeshas.slice(20, 40)));
    const byNumber = await get('/api/orders/all-orders?search=page-00042&page=1').expect(200);
    expect(byNumber.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['PAGE-00042']);
    const byEmail = await get('/api/orders/all-orders?search=SHOPPER4242@&page=1').expect(200);
    expect(byEmail.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['PAGE-04242']);
    for (const wildcard of ['%', '_'])
      expect(
        (await get(`/api/orders/all-orders?search=${encodeURIComponent(wildcard)}&page=1`).expect(200)).body
          .meta.total,
      ).toBe(0);
  });

  it('refuses a page or page size that is not a whole number in range, saying which', async () => {
    for (const [query, message] of [
      ['page=0', 'page must be a whole number from 1'],
      ['page=two', 'page must be a whole number from 1'],
      ['pageSize=0', `pageSize must be a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`],
      [
        `pageSize=${ORDERS_PAGE_SIZE_MAX + 1}`,
        `pageSize must be a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`,
      ],
      ['page=1&pageSize=1.5', `pageSize must be a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`],
    ]) {
      const res = await get(`/api/orders/all-orders?${query}`).expect(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('every order at once', () => {
  it('answers the spec’s {orders} with every order, newest first, without paging', async () => {
    const res = await get('/api/orders/all-orders')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(Object.keys(res.body)).toEqual(['orders']);
    expect(ids(res.body.orders)).toEqual(idsOf(expected));
  });

  it('streams every matching order into the courier CSV', async () => {
    const csvOf = async (path: string) => {
      const res = await get(path)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => done(null, text));
        })
        .expect(200)
        .expect('Content-Type', /text\/csv/);
      const text = res.body as string;
      expect(text.startsWith(UTF8_BOM)).toBe(true);
      const [header, ...rows] = text.slice(UTF8_BOM.length).trimEnd().split('\n');
      expect(header).toMatch(/^Order number,Customer name,/);
      return rows.map((row) => row.split(',')[0]);
    };
    const all = await csvOf('/api/orders/export.csv');
    expect(all.length).toBeGreaterThan(10_000);
    expect(all).toEqual(expected.map((order) => order.orderNumber));
    const cancelled = await csvOf('/api/orders/export.csv?status=cancelled');
    expect(cancelled).toEqual(expected.filter((o) => o.status === 'cancelled').map((o) => o.orderNumber));
  });
});

import {
  ORDER_NOT_FOUND_FOR_TRACKING,
  orderSchema,
  orderTrackingSchema,
  TRACKING_LINK_NOT_VALID,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { STAFF } from './helpers/shop-server';
import { shopForFile } from './helpers/file-shop';
import { placeOrder } from './helpers/place-order';

const fixture = shopForFile();

async function stockOf(documentId: string): Promise<number> {
  const doc = await fixture.shop.strapi.documents('api::product.product').findOne({ documentId });
  return (doc as any).stock as number;
}

/** An order of `quantity` (2 unless said) of a poster. */
function orderOf(product: { documentId: string }, quantity = 2, customer = CUSTOMER) {
  return placeOrder(fixture.shop, product.documentId, { quantity, customer });
}

/** An order of one poster in two sizes: A4 and A3, one line each. */
async function twoSizesOf(product: { documentId: string }, a4: number, a3: number) {
  const res = await fixture.shop
    .api()
    .post('/api/orders/create-order')
    .send({
      customer: CUSTOMER,
      items: [
        { id: product.documentId, size: 'A4', sizeIndex: 0, frame: 'Black', quantity: a4 },
        { id: product.documentId, size: 'A3', sizeIndex: 1, frame: 'White', quantity: a3 },
      ],
    })
    .expect(201);
  return res.body as any;
}

const dispatch = { status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-1' };

function remove(id: string) {
  return fixture.shop.api().delete(`/api/orders/delete/${id}`).set('Authorization', fixture.token);
}

function move(id: string, body: Record<string, unknown>, auth = fixture.token) {
  return fixture.shop.api().patch(`/api/orders/${id}/status`).set('Authorization', auth).send(body);
}

describe('the order lifecycle', () => {
  it('places a new order with a first history entry by the shop and a private tracking token', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    expect(order.status).toBe('placed');
    expect(order.history).toEqual([{ status: 'placed', at: expect.any(String), by: 'shop', note: null }]);
    expect(Math.abs(Date.parse(order.history[0].at) - Date.parse(order.createdAt))).toBeLessThan(5000);
    expect(order.trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const list = await fixture.shop
      .api()
      .get('/api/orders/all-orders')
      .set('Authorization', fixture.token)
      .expect(200);
    const listed = list.body.orders.find((o: any) => o._id === order._id);
    expect(listed).toMatchObject({ status: 'placed', history: order.history });
    expect(listed).not.toHaveProperty('trackingToken');
  });

  it('walks an order from placed to delivered, recording who moved it and when', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    await move(order._id, { status: 'confirmed', note: 'Confirmed on WhatsApp' }).expect(200);
    await move(order._id, { status: 'in_production' }).expect(200);
    const noTracking = await move(order._id, { status: 'dispatched', courier: 'TCS' }).expect(400);
    expect(noTracking.body.error.message).toBe('Dispatched needs the tracking number');
    const dispatched = await fixture.shop
      .api()
      .patch(`/api/orders/${order._id}/status`)
      .set('Authorization', `Bearer ${fixture.token}`)
      .send({ status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-123' })
      .expect(200);
    expect(dispatched.body).toMatchObject({
      status: 'dispatched',
      courier: 'TCS',
      trackingNumber: 'TCS-123',
    });
    const delivered = orderSchema.parse((await move(order._id, { status: 'delivered' }).expect(200)).body);
    expect(delivered.status).toBe('delivered');
    expect(delivered.history.map((entry) => [entry.status, entry.by, entry.note ?? null])).toEqual([
      ['placed', 'shop', null],
      ['confirmed', STAFF.email, 'Confirmed on WhatsApp'],
      ['in_production', STAFF.email, null],
      ['dispatched', STAFF.email, null],
      ['delivered', STAFF.email, null],
    ]);
    const times = delivered.history.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('refuses a move the table does not allow with 409 naming the current state', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    const skipped = await move(order._id, { status: 'delivered' }).expect(409);
    expect(skipped.body.error.message).toBe(
      'This order is Placed, so it cannot become Delivered: it can only become Confirmed or Cancelled',
    );
    const back = await move(order._id, { status: 'placed' }).expect(409);
    expect(back.body.error.message).toMatch(/^This order is Placed/);
    const stored = await fixture.shop.strapi.documents('api::order.order').findOne({ documentId: order._id });
    expect((stored as any).history).toHaveLength(1);
  });

  it('answers 400 for bad input, 404 for an unknown order and 401 without a staff token', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    expect((await move(order._id, { status: 'lost' }).expect(400)).body.error.message).toMatch(
      /^Status must be one of/,
    );
    expect((await move(order._id, { status: 'cancelled' }).expect(400)).body.error.message).toBe(
      'Cancelling needs a reason',
    );
    await move('abcdefghijklmnopqrstuvwx', { status: 'confirmed' }).expect(404);
    await move(order._id, { status: 'confirmed' }, '').expect(401);
  });

  it('puts the stock back once when two staff cancel the same order at the same moment', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const order = await orderOf(product, 3);
    expect(await stockOf(product.documentId)).toBe(7);
    const before = await fixture.shop.strapi.db
      .query('api::product.product')
      .findOne({ where: { documentId: product.documentId } });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => move(order._id, { status: 'cancelled', note: 'Customer said no' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body.error.message).toMatch(/^This order is Cancelled/);
    }
    expect(await stockOf(product.documentId)).toBe(10);
    const after = await fixture.shop.strapi.db
      .query('api::product.product')
      .findOne({ where: { documentId: product.documentId } });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    const page = await fixture.shop
      .api()
      .get(`/api/products/single-product/${product.documentId}`)
      .expect(200);
    expect(page.body.stock).toBe(10);
  });

  it('puts the stock back when a dispatched parcel is returned', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const order = await orderOf(product, 4);
    for (const body of [
      { status: 'confirmed' },
      { status: 'in_production' },
      { status: 'dispatched', courier: 'Leopards', trackingNumber: 'LP-9' },
    ])
      await move(order._id, body).expect(200);
    expect(await stockOf(product.documentId)).toBe(6);
    await move(order._id, { status: 'returned', note: 'Refused at the door' }).expect(200);
    expect(await stockOf(product.documentId)).toBe(10);
    await move(order._id, { status: 'cancelled', note: 'again' }).expect(409);
    expect(await stockOf(product.documentId)).toBe(10);
  });

  it('puts back every line of an order with two sizes of the same poster, on cancel and on return', async () => {
    for (const [end, moves] of [
      ['cancelled', []],
      ['returned', [{ status: 'confirmed' }, { status: 'in_production' }, dispatch]],
    ] as const) {
      const product = await createProduct(fixture.shop.strapi, { stock: 10 });
      const order = await twoSizesOf(product, 2, 3);
      expect(await stockOf(product.documentId)).toBe(5);
      for (const body of moves) await move(order._id, body).expect(200);
      await move(order._id, { status: end, note: 'Customer said no' }).expect(200);
      expect(await stockOf(product.documentId)).toBe(10);
    }
  });

  it('reads orders stored before the lifecycle as placed, and filters the list by state', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const old = await orderOf(product, 1);
    await fixture.shop.strapi.db
      .query('api::order.order')
      .update({ where: { documentId: old._id }, data: { status: null, history: null } });
    const confirmed = await orderOf(product, 1);
    await move(confirmed._id, { status: 'confirmed' }).expect(200);

    const placed = await fixture.shop
      .api()
      .get('/api/orders/all-orders?status=placed')
      .set('Authorization', fixture.token)
      .expect(200);
    const oldListed = placed.body.orders.find((o: any) => o._id === old._id);
    expect(oldListed).toMatchObject({ status: 'placed', history: [{ status: 'placed', by: 'shop' }] });
    expect(placed.body.orders.every((o: any) => o.status === 'placed')).toBe(true);
    const onlyConfirmed = await fixture.shop
      .api()
      .get('/api/orders/all-orders?status=confirmed')
      .set('Authorization', fixture.token)
      .expect(200);
    expect(onlyConfirmed.body.orders.map((o: any) => o._id)).toContain(confirmed._id);
    expect(onlyConfirmed.body.orders.every((o: any) => o.status === 'confirmed')).toBe(true);
    await fixture.shop
      .api()
      .get('/api/orders/all-orders?status=lost')
      .set('Authorization', fixture.token)
      .expect(400);

    await move(old._id, { status: 'confirmed' }).expect(200);
  });
});

describe('the courier export', () => {
  it('writes one CSV row per order in the state, with formulas neutralised', async () => {
    const product = await createProduct(fixture.shop.strapi, { name: 'Export Poster' });
    const order = await orderOf(product, 2, {
      ...CUSTOMER,
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '@SUM(1+1), Block "B"',
      phone: '+92 300 7654321',
    });
    await move(order._id, { status: 'confirmed' }).expect(200);
    const stillPlaced = await orderOf(product, 1);
    const res = await fixture.shop
      .api()
      .get('/api/orders/export.csv?status=confirmed')
      .set('Authorization', fixture.token)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-confirmed.csv"');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect((res.body as string).startsWith('\uFEFFOrder number,')).toBe(true);
    const lines = (res.body as string).trim().split('\n');
    expect(lines[0]).toBe(
      'Order number,Customer name,Phone,Address,City,Item count,Items,Cash to collect,Courier,Tracking number',
    );
    const row = lines.find((line) => line.startsWith(order.orderNumber));
    expect(row).toBe(
      `${order.orderNumber},"'=HYPERLINK(""http://evil.example"",""Click"")",0300 7654321,` +
        `"'@SUM(1+1), Block ""B""",Lahore,2,2 x Export Poster A4 Black,${order.total},,`,
    );
    expect(lines.some((line) => line.startsWith(stillPlaced.orderNumber))).toBe(false);
  });
});

describe('tracking an order', () => {
  it('finds the order by number and any spelling of the phone, without address, e-mail or phone', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    await move(order._id, { status: 'confirmed' }).expect(200);
    const res = await fixture.shop
      .api()
      .get('/api/orders/track')
      .query({ number: order.orderNumber, phone: '+92 300 1234567' })
      .expect(200);
    const tracking = orderTrackingSchema.parse(res.body);
    expect(tracking).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'confirmed',
      total: order.total,
    });
    expect(tracking.timeline.map((step) => step.status)).toEqual(['placed', 'confirmed']);
    const text = JSON.stringify(res.body);
    for (const secret of [CUSTOMER.address, CUSTOMER.email, '1234567', STAFF.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers the same 404 for a wrong phone and an unknown number', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    const wrongPhone = await fixture.shop
      .api()
      .get('/api/orders/track')
      .query({ number: order.orderNumber, phone: '0300 7777777' })
      .expect(404);
    const unknown = await fixture.shop
      .api()
      .get('/api/orders/track')
      .query({ number: '000000-AAAAA', phone: CUSTOMER.phone })
      .expect(404);
    expect(wrongPhone.body.error.message).toBe(ORDER_NOT_FOUND_FOR_TRACKING);
    expect(unknown.body).toEqual(wrongPhone.body);
    const missing = await fixture.shop
      .api()
      .get('/api/orders/track')
      .query({ number: order.orderNumber })
      .expect(400);
    expect(missing.body.error.message).toBe('Please enter the phone number you ordered with');
  });

  it('opens the same timeline by the private token, and nothing for a made-up token', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    const res = await fixture.shop.api().get(`/api/orders/track/${order.trackingToken}`).expect(200);
    expect(orderTrackingSchema.parse(res.body)).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'placed',
    });
    const madeUp = await fixture.shop
      .api()
      .get(`/api/orders/track/${'A'.repeat(32)}`)
      .expect(404);
    expect(madeUp.body.error.message).toBe(TRACKING_LINK_NOT_VALID);
    expect(madeUp.body.error.message).not.toMatch(/phone/i);
    const short = await fixture.shop.api().get('/api/orders/track/short').expect(404);
    expect(short.body.error.message).toBe(TRACKING_LINK_NOT_VALID);
  });

  it('finds the order by its number in any letter case, with a leading # and spaces around it', async () => {
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    for (const typed of [
      order.orderNumber.toLowerCase(),
      ` #${order.orderNumber} `,
      `# ${order.orderNumber}`,
    ]) {
      const res = await fixture.shop
        .api()
        .get('/api/orders/track')
        .query({ number: typed, phone: CUSTOMER.phone })
        .expect(200);
      expect(orderTrackingSchema.parse(res.body).orderNumber, typed).toBe(order.orderNumber);
    }
  });
});

describe('deleting an order', () => {
  it('puts the stock of an order that still holds it back, every line, once', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 8 });
    const order = await twoSizesOf(product, 1, 2);
    await move(order._id, { status: 'confirmed' }).expect(200);
    expect(await stockOf(product.documentId)).toBe(5);
    const answers = await Promise.all([remove(order._id), remove(order._id), remove(order._id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404, 404]);
    expect(answers.find((res) => res.status === 200)!.body).toEqual({
      message: `Order #${order.orderNumber} deleted successfully. 3 items are back in stock.`,
    });
    expect(await stockOf(product.documentId)).toBe(8);
    const page = await fixture.shop
      .api()
      .get(`/api/products/single-product/${product.documentId}`)
      .expect(200);
    expect(page.body.stock).toBe(8);
    const list = await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', fixture.token);
    expect(list.body.orders.map((o: any) => o._id)).not.toContain(order._id);
  });

  it('puts a dispatched order’s stock back, and leaves it for one delivered, cancelled or returned', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 20 });
    const walk = async (moves: Record<string, unknown>[]) => {
      const order = await orderOf(product, 2);
      for (const body of moves) await move(order._id, body).expect(200);
      return order;
    };
    const toDispatch = [{ status: 'confirmed' }, { status: 'in_production' }, dispatch];
    const dispatched = await walk(toDispatch);
    const delivered = await walk([...toDispatch, { status: 'delivered' }]);
    const returned = await walk([...toDispatch, { status: 'returned', note: 'Refused' }]);
    const cancelled = await walk([{ status: 'cancelled', note: 'No answer' }]);
    expect(await stockOf(product.documentId)).toBe(16);
    expect((await remove(dispatched._id).expect(200)).body.message).toBe(
      `Order #${dispatched.orderNumber} deleted successfully. 2 items are back in stock.`,
    );
    expect(await stockOf(product.documentId)).toBe(18);
    for (const order of [delivered, returned, cancelled]) {
      expect((await remove(order._id).expect(200)).body.message).toBe(
        `Order #${order.orderNumber} deleted successfully.`,
      );
    }
    expect(await stockOf(product.documentId)).toBe(18);
  });

  it('answers 404 for an unknown order and 401 without a staff token', async () => {
    await remove('abcdefghijklmnopqrstuvwx').expect(404);
    await remove('not-an-id').expect(404);
    const order = await orderOf(await createProduct(fixture.shop.strapi));
    await fixture.shop.api().delete(`/api/orders/delete/${order._id}`).expect(401);
  });
});

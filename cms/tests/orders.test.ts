import { orderSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let poster: any;
let template: any;

beforeAll(async () => {
  shop = await startShop();
  poster = await createProduct(shop.strapi, { stock: 50 });
  template = await createTemplate(shop.strapi, { stock: 50 });
});
afterAll(() => shop.stop());

async function stockOf(uid: 'api::product.product' | 'api::template.template', documentId: string) {
  const doc = await shop.strapi.documents(uid).findOne({ documentId });
  return (doc as any).stock as number;
}

function posterLine(overrides: Record<string, unknown> = {}) {
  return {
    id: poster.documentId,
    name: poster.name,
    size: 'A4',
    frame: 'Black',
    quantity: 2,
    price: 499,
    ...overrides,
  };
}

function orderBody(items: unknown[], totals: Record<string, number> = {}) {
  return { customer: CUSTOMER, items, paymentMethod: 'Cash on Delivery', ...totals };
}

describe('create-order', () => {
  it('prices every line from the catalogue and answers the stored order', async () => {
    const before = await stockOf('api::product.product', poster.documentId);
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine()], { subtotal: 998, deliveryCharge: 250, total: 1248 }))
      .expect(201);
    const order = orderSchema.parse(res.body);
    expect(order.orderNumber).toMatch(/^\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    expect(order).toMatchObject({
      subtotal: 998,
      deliveryCharge: 250,
      total: 1248,
      paymentMethod: 'Cash on Delivery',
    });
    expect(order.items[0]).toMatchObject({
      id: poster.documentId,
      size: 'A4',
      frame: 'Black',
      quantity: 2,
      price: 499,
    });
    expect(res.body).not.toHaveProperty('idempotencyKey');
    expect(await stockOf('api::product.product', poster.documentId)).toBe(before - 2);
  });

  it('takes the actual price when a size has no discount', async () => {
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine({ size: 'A3', price: 1100, quantity: 1 })]))
      .expect(201);
    expect(res.body.total).toBe(1350);
  });

  it('refuses a tampered line price with 409 and never stores it', async () => {
    const before = await shop.strapi.db.query('api::order.order').count();
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine({ price: 1 })]))
      .expect(409);
    expect(res.body.error.message).toContain('is now Rs. 499');
    expect(await shop.strapi.db.query('api::order.order').count()).toBe(before);
  });

  it('refuses a tampered total or delivery charge with 409', async () => {
    const total = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine()], { total: 10 }))
      .expect(409);
    expect(total.body.error.message).toBe(
      'The order total is Rs. 1,248, not Rs. 10. Please review your cart.',
    );
    await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine()], { deliveryCharge: 0 }))
      .expect(409);
  });

  it('refuses an order under Rs. 500 including delivery', async () => {
    const cheap = await createProduct(shop.strapi, {
      sizes: [{ size: 'S', actualPrice: 100 }],
      hasFrame: false,
      frameColors: [],
    });
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([{ id: cheap.documentId, size: 'S', quantity: 1 }]))
      .expect(400);
    expect(res.body.error.message).toBe('Minimum order amount is Rs. 500');
  });

  it('refuses a frame colour the product does not offer, and a missing size', async () => {
    const frame = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine({ frame: 'Purple' })]))
      .expect(400);
    expect(frame.body.error.message).toContain('Frame colour "Purple" is not offered');
    const size = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine({ size: undefined })]))
      .expect(400);
    expect(size.body.error.message).toContain('Please select a size');
  });

  it('refuses a short item with 409 naming it, and takes nothing', async () => {
    const scarce = await createProduct(shop.strapi, { name: 'Scarce Print', stock: 1 });
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine(), { ...posterLine(), id: scarce.documentId, quantity: 3 }]))
      .expect(409);
    expect(res.body.error.message).toBe('Only 1 left of "Scarce Print". Please lower the quantity.');
    expect(await stockOf('api::product.product', scarce.documentId)).toBe(1);
  });

  it('refuses an unknown item and bad customer details with clear messages', async () => {
    await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([posterLine({ id: 'zzzzzzzzzzzzzzzzzzzzzzzz' })]))
      .expect(409);
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send({ ...orderBody([posterLine()]), customer: { ...CUSTOMER, city: '  ' } })
      .expect(400);
    expect(res.body.error.message).toBe('Please Fill all required fields');
    const email = await shop
      .api()
      .post('/api/orders/create-order')
      .send({ ...orderBody([posterLine()]), customer: { ...CUSTOMER, email: 'not-an-email' } })
      .expect(400);
    expect(email.body.error.message).toBe('Email must be a valid e-mail address');
    await shop
      .api()
      .post('/api/orders/create-order')
      .send({ ...orderBody([posterLine()]), paymentMethod: 'Card' })
      .expect(400);
  });

  it('checks custom fields against the template: required, dropdown options, unknown keys', async () => {
    const line = { id: template.documentId, size: 'A4', quantity: 1, price: 700 };
    const ok = await shop
      .api()
      .post('/api/orders/create-order')
      .send(
        orderBody([
          {
            ...line,
            customFields: {
              Name: 'Sara',
              Font: 'Serif',
              Photo: 'https://res.cloudinary.com/x/image/upload/a.jpg',
            },
          },
        ]),
      )
      .expect(201);
    expect(ok.body.items[0].customFields).toEqual({
      Name: 'Sara',
      Font: 'Serif',
      Photo: 'https://res.cloudinary.com/x/image/upload/a.jpg',
    });
    const missing = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([{ ...line, customFields: { Font: 'Serif' } }]))
      .expect(400);
    expect(missing.body.error.message).toBe('Please fill in the following required fields: Name');
    const option = await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([{ ...line, customFields: { Name: 'A', Font: 'Comic Sans' } }]))
      .expect(400);
    expect(option.body.error.message).toBe('"Comic Sans" is not an option of Font');
    await shop
      .api()
      .post('/api/orders/create-order')
      .send(orderBody([{ ...line, customFields: { Name: 'A', Font: 'Serif', Extra: 'x' } }]))
      .expect(400);
  });
});

describe('idempotency', () => {
  it('a retried submit with the same Idempotency-Key answers the first order and takes stock once', async () => {
    const before = await stockOf('api::product.product', poster.documentId);
    const body = orderBody([posterLine({ quantity: 1 })]);
    const first = await shop
      .api()
      .post('/api/orders/create-order')
      .set('Idempotency-Key', 'retry-1')
      .send(body)
      .expect(201);
    const second = await shop
      .api()
      .post('/api/orders/create-order')
      .set('Idempotency-Key', 'retry-1')
      .send(body)
      .expect(200);
    expect(second.body._id).toBe(first.body._id);
    expect(second.body.orderNumber).toBe(first.body.orderNumber);
    expect(await stockOf('api::product.product', poster.documentId)).toBe(before - 1);
  });

  it('20 concurrent submits with one key make one order', async () => {
    const before = await shop.strapi.db.query('api::order.order').count();
    const body = orderBody([posterLine({ quantity: 1 })]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.api().post('/api/orders/create-order').set('Idempotency-Key', 'burst-1').send(body),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await shop.strapi.db.query('api::order.order').count()).toBe(before + 1);
  });
});

describe('stock races', () => {
  it('20 concurrent orders for 5 units: exactly 5 succeed and the stock ends at 0', async () => {
    const limited = await createProduct(shop.strapi, { name: 'Limited Edition', stock: 5 });
    const body = orderBody([{ id: limited.documentId, size: 'A4', frame: 'White', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.api().post('/api/orders/create-order').send(body)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await stockOf('api::product.product', limited.documentId)).toBe(0);
  });
});

describe('the last one in stock', () => {
  it('50 concurrent orders for a product with stock 1 give exactly one order and stock 0', async () => {
    const last = await createProduct(shop.strapi, { name: 'Last One', stock: 1 });
    const ordersBefore = await shop.strapi.db.query('api::order.order').count();
    const body = orderBody([{ id: last.documentId, size: 'A4', frame: 'Black', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => shop.api().post('/api/orders/create-order').send(body)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.message)).toContain(
      '"Last One" is out of stock',
    );
    expect(await stockOf('api::product.product', last.documentId)).toBe(0);
    expect(await shop.strapi.db.query('api::order.order').count()).toBe(ordersBefore + 1);
  });
});

describe('staff order calls', () => {
  it('all-orders answers {orders} newest first, and delete removes one', async () => {
    const token = await shop.staffToken();
    const list = await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
    expect(list.body.orders.length).toBeGreaterThan(2);
    const [newest] = list.body.orders;
    orderSchema.parse(newest);
    const deleted = await shop
      .api()
      .delete(`/api/orders/delete/${newest._id}`)
      .set('Authorization', token)
      .expect(200);
    // A placed order still holds its stock: the answer (the staff area's toast) says it went back.
    expect(newest.status).toBe('placed');
    const units = newest.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
    expect(deleted.body.message).toBe(
      `Order #${newest.orderNumber} deleted successfully. ${units} ${units === 1 ? 'item is' : 'items are'} back in stock.`,
    );
    await shop.api().delete(`/api/orders/delete/${newest._id}`).set('Authorization', token).expect(404);
  });
});

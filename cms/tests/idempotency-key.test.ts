import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let poster: any;

beforeAll(async () => {
  shop = await startShop();
  poster = await createProduct(shop.strapi, { stock: 50 });
});
afterAll(() => shop.stop());

function order(customer: Record<string, string>, quantity = 1) {
  return {
    customer,
    items: [{ id: poster.documentId, name: poster.name, size: 'A4', frame: 'Black', quantity, price: 499 }],
    paymentMethod: 'Cash on Delivery',
  };
}

function submit(key: string, body: object) {
  return shop.api().post('/api/orders/create-order').set('Idempotency-Key', key).send(body);
}

describe('an Idempotency-Key reused with another body', () => {
  it('answers 422 with no order data, and the first order stays the only one under that key', async () => {
    const first = await submit('shared-key-1', order(CUSTOMER)).expect(201);
    const other = { ...CUSTOMER, name: 'Someone Else', phone: '0311 7654321', address: '9 Mall Road' };
    const reuse = await submit('shared-key-1', order(other)).expect(422);
    expect(reuse.body.error.message).toBe(
      'This Idempotency-Key was already used for a different order. Send a new key.',
    );
    const text = JSON.stringify(reuse.body);
    for (const leaked of [CUSTOMER.name, CUSTOMER.phone, CUSTOMER.address, first.body.orderNumber])
      expect(text).not.toContain(leaked);
    await submit('shared-key-1', order(CUSTOMER, 3)).expect(422);
    expect(
      await shop.strapi.db.query('api::order.order').count({ where: { idempotencyKey: 'shared-key-1' } }),
    ).toBe(1);
  });

  it('a true retry, even with its keys in another order, still answers the first order', async () => {
    const first = await submit('shared-key-2', order(CUSTOMER)).expect(201);
    const body = order(CUSTOMER);
    const reordered = { paymentMethod: body.paymentMethod, items: body.items, customer: { ...CUSTOMER } };
    const retry = await submit('shared-key-2', reordered).expect(200);
    expect(retry.body._id).toBe(first.body._id);
    expect(JSON.stringify(retry.body)).not.toMatch(/idempotency/i);
  });

  it('concurrent submits of different bodies with one key make one order and refuse the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit('shared-key-3', order({ ...CUSTOMER, name: `Shopper ${i}` })),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
  });
});

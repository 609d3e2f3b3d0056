import { dashboardSummarySchema, discountCodeListSchema, discountCodeSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';

const fixture = shopForFile();

let phones = 0;
const newPhone = () => {
  phones += 1;
  return `0333 ${String(2000000 + phones)}`;
};

/** An order of A4 posters (Rs. 499 each) from one phone, with a code and the figures the client shows. */
function order(itemId: string, quantity: number, extra: Record<string, unknown> = {}, phone = newPhone()) {
  return fixture.shop
    .api()
    .post('/api/orders/create-order')
    .send({
      customer: { ...CUSTOMER, phone },
      items: [{ id: itemId, size: 'A4', frame: 'Black', quantity }],
      ...extra,
    });
}

function staff(method: 'get' | 'post' | 'patch' | 'delete', path: string) {
  return (fixture.shop.api() as any)
    [method](`/api/discount-codes${path}`)
    .set('Authorization', fixture.token);
}

async function createCode(body: Record<string, unknown>) {
  const res = await staff('post', '').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return discountCodeSchema.parse(res.body);
}

function check(body: Record<string, unknown>) {
  return fixture.shop.api().post('/api/discount-codes/check').send(body);
}

describe('staff manage discount codes', () => {
  it('refuse a caller without a staff token on every management call', async () => {
    const api = fixture.shop.api();
    await api.get('/api/discount-codes').expect(401);
    await api.post('/api/discount-codes').send({ code: 'FREE50', kind: 'percent', value: 50 }).expect(401);
    await api.patch('/api/discount-codes/abcdefghijklmnopqrstuvwx').send({ value: 5 }).expect(401);
    await api.delete('/api/discount-codes/abcdefghijklmnopqrstuvwx').expect(401);
  });

  it('create a code kept in capitals, list it with its uses, change it and delete it', async () => {
    const created = await createCode({ code: 'winter-5', kind: 'fixed', value: 150, usageLimit: 10 });
    expect(created).toMatchObject({
      code: 'WINTER-5',
      kind: 'fixed',
      value: 150,
      usageLimit: 10,
      minimumOrder: null,
      uses: 0,
      enabled: true,
    });
    const listed = discountCodeListSchema.parse((await staff('get', '').expect(200)).body);
    expect(listed.discountCodes.map((c) => c.code)).toContain('WINTER-5');

    const changed = await staff('patch', `/${created._id}`)
      .send({ kind: 'percent', value: 20, enabled: false, usageLimit: null })
      .expect(200);
    expect(changed.body).toMatchObject({
      code: 'WINTER-5',
      kind: 'percent',
      value: 20,
      enabled: false,
      usageLimit: null,
    });

    await staff('delete', `/${created._id}`).expect(200);
    await staff('delete', `/${created._id}`).expect(404);
    const after = discountCodeListSchema.parse((await staff('get', '').expect(200)).body);
    expect(after.discountCodes.map((c) => c.code)).not.toContain('WINTER-5');
  });

  it('answer a clear 400 for a bad code, a taken one in any case, and a change that breaks the terms', async () => {
    const message = async (res: any) => {
      const answer = await res;
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.error.message;
    };
    expect(await message(staff('post', '').send({ code: 'A B', kind: 'fixed', value: 10 }))).toBe(
      'The code must be 3 to 30 letters, digits, dashes or underscores, without spaces',
    );
    expect(await message(staff('post', '').send({ code: 'HALF', kind: 'percent', value: 101 }))).toBe(
      'A percentage discount must be between 1 and 100',
    );
    expect(await message(staff('post', '').send({ code: 'HALF', kind: 'fixed', value: -1 }))).toBe(
      'Value must be at least 1',
    );
    expect(await message(staff('post', '').send({ kind: 'fixed', value: 10 }))).toBe(
      'Please enter a discount code',
    );
    const fixed = await createCode({ code: 'TAKEN', kind: 'fixed', value: 500 });
    expect(await message(staff('post', '').send({ code: 'taken', kind: 'fixed', value: 5 }))).toBe(
      'A discount code "TAKEN" already exists',
    );
    expect(await message(staff('patch', `/${fixed._id}`).send({ kind: 'percent' }))).toBe(
      'A percentage discount must be between 1 and 100',
    );
    expect(await message(staff('patch', `/${fixed._id}`).send({ code: 'OTHER' }))).toBe(
      'A code cannot be renamed; create a new code instead',
    );
    expect(await message(staff('patch', `/${fixed._id}`).send({ startsAt: '2026-13-40' }))).toBe(
      'Start date must be a date and time, like 2026-12-01T09:00:00Z',
    );
    await staff('patch', '/abcdefghijklmnopqrstuvwx').send({ value: 5 }).expect(404);
  });
});

describe('the cart checks a code', () => {
  it('answers the saving on a subtotal, whatever the case typed', async () => {
    await createCode({ code: 'CART10', kind: 'percent', value: 10 });
    const res = await check({ code: ' cart10 ', subtotal: 2995 }).expect(200);
    expect(res.body).toEqual({ code: 'CART10', kind: 'percent', value: 10, discountAmount: 300 });
  });

  it('says which: unknown, disabled, not yet, expired, used up, under its minimum, used by this phone', async () => {
    const hour = 3600_000;
    await createCode({ code: 'OFF', kind: 'fixed', value: 100, enabled: false });
    await createCode({
      code: 'LATER',
      kind: 'fixed',
      value: 100,
      startsAt: new Date(Date.now() + hour).toISOString(),
    });
    await createCode({
      code: 'GONE',
      kind: 'fixed',
      value: 100,
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    await createCode({ code: 'BIG', kind: 'fixed', value: 100, minimumOrder: 3000 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'nope', subtotal: 1000 }, 'The discount code "NOPE" does not exist.'],
      [{ code: 'off', subtotal: 1000 }, 'The discount code "OFF" does not exist.'],
      [{ code: 'later', subtotal: 1000 }, 'The discount code "LATER" is not active yet.'],
      [{ code: 'gone', subtotal: 1000 }, 'The discount code "GONE" has expired.'],
      [
        { code: 'big', subtotal: 2999 },
        'The discount code "BIG" needs an order of at least Rs. 3,000 before the discount.',
      ],
      [{ code: '', subtotal: 1000 }, 'Please enter a discount code'],
      [{ code: 'BIG', subtotal: 'lots' }, 'Subtotal must be a number'],
    ];
    for (const [body, message] of cases) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    await check({ code: 'big', subtotal: 3000 }).expect(200);
  });
});

describe('an order with a code', () => {
  it('is priced by the server: subtotal, the discount, delivery and the total; the code is recorded', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    await createCode({ code: 'SAVE15', kind: 'percent', value: 15 });
    const res = await order(poster.documentId, 2, {
      discountCode: 'save15',
      subtotal: 998,
      discountAmount: 150,
      deliveryCharge: 250,
      total: 1098,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: 998,
      discountCode: 'SAVE15',
      discountAmount: 150,
      deliveryCharge: 250,
      total: 1098,
    });
    const tracked = await fixture.shop
      .api()
      .get('/api/orders/track')
      .query({ number: res.body.orderNumber, phone: res.body.customer.phone })
      .expect(200);
    expect(tracked.body).toMatchObject({
      subtotal: 998,
      discountCode: 'SAVE15',
      discountAmount: 150,
      total: 1098,
    });
    const listed = (
      await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', fixture.token)
    ).body;
    expect(listed.orders.find((o: any) => o._id === res.body._id)).toMatchObject({
      discountCode: 'SAVE15',
      discountAmount: 150,
      total: 1098,
    });
  });

  it('without a code answers as the spec’s orders: no discount fields', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const res = await order(poster.documentId, 1, { discountCode: '' }).expect(201);
    expect(res.body).toMatchObject({ subtotal: 499, deliveryCharge: 250, total: 749 });
    expect(Object.keys(res.body)).not.toContain('discountCode');
    expect(Object.keys(res.body)).not.toContain('discountAmount');
  });

  it('refuses client figures that leave out the discount or invent one, in both directions', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    await createCode({ code: 'FIXED100', kind: 'fixed', value: 100 });
    const noDiscount = await order(poster.documentId, 2, { discountCode: 'FIXED100', total: 1248 }).expect(
      409,
    );
    expect(noDiscount.body.error.message).toBe(
      'The order total is Rs. 1,148, not Rs. 1,248. Please review your cart.',
    );
    const more = await order(poster.documentId, 2, { discountCode: 'FIXED100', discountAmount: 200 }).expect(
      409,
    );
    expect(more.body.error.message).toBe(
      'The order discount is Rs. 100, not Rs. 200. Please review your cart.',
    );
    const invented = await order(poster.documentId, 2, { discountAmount: 100 }).expect(409);
    expect(invented.body.error.message).toBe(
      'The order discount is Rs. 0, not Rs. 100. Please review your cart.',
    );
    await order(poster.documentId, 2, { discountCode: 'FIXED100', discountAmount: 100, total: 1148 }).expect(
      201,
    );
  });

  it('refuses an unknown or expired code with a 400 saying which, and takes no stock', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 5 });
    await createCode({
      code: 'OLD',
      kind: 'fixed',
      value: 100,
      endsAt: new Date(Date.now() - 1000).toISOString(),
    });
    const unknown = await order(poster.documentId, 1, { discountCode: 'MISSING' }).expect(400);
    expect(unknown.body.error.message).toBe('The discount code "MISSING" does not exist.');
    const expired = await order(poster.documentId, 1, { discountCode: 'old' }).expect(400);
    expect(expired.body.error.message).toBe('The discount code "OLD" has expired.');
    const stored = await fixture.shop.strapi
      .documents('api::product.product')
      .findOne({ documentId: poster.documentId });
    expect(stored?.stock).toBe(5);
  });

  it('is one use per phone number, however the number is spelled, and counts each use', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const code = await createCode({ code: 'ONCE', kind: 'fixed', value: 50, usageLimit: 5 });
    await order(poster.documentId, 2, { discountCode: 'ONCE' }, '0300 1112223').expect(201);
    const again = await order(poster.documentId, 2, { discountCode: 'ONCE' }, '+92 300 1112223').expect(400);
    expect(again.body.error.message).toBe(
      'The discount code "ONCE" has already been used with this phone number.',
    );
    const checked = await check({ code: 'once', subtotal: 998, phone: '03001112223' }).expect(400);
    expect(checked.body.error.message).toBe(again.body.error.message);
    await order(poster.documentId, 2, { discountCode: 'ONCE' }).expect(201);
    const listed = discountCodeListSchema.parse((await staff('get', '').expect(200)).body);
    expect(listed.discountCodes.find((c) => c._id === code._id)?.uses).toBe(2);
  });

  it('two shoppers taking the last use at the same moment: one gets it, the other is told it is used up', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    await createCode({ code: 'LAST', kind: 'fixed', value: 100, usageLimit: 1 });
    const answers = await Promise.all([
      order(poster.documentId, 2, { discountCode: 'LAST' }),
      order(poster.documentId, 2, { discountCode: 'LAST' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    const refused = answers.find((res) => res.status === 400)!;
    expect(refused.body.error.message).toBe('The discount code "LAST" has been used up.');
    const listed = discountCodeListSchema.parse((await staff('get', '').expect(200)).body);
    expect(listed.discountCodes.find((c) => c.code === 'LAST')?.uses).toBe(1);
  });

  it('ten shoppers at once for three uses left: exactly three orders get the code', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    await createCode({ code: 'THREE', kind: 'fixed', value: 100, usageLimit: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => order(poster.documentId, 1, { discountCode: 'THREE' })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(7);
  });

  it('the dashboard shows the discount given and the orders per code', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    await createCode({ code: 'DASH', kind: 'fixed', value: 120 });
    await order(poster.documentId, 2, { discountCode: 'DASH' }).expect(201);
    await order(poster.documentId, 2, { discountCode: 'DASH' }).expect(201);
    const summary = dashboardSummarySchema.parse(
      (
        await fixture.shop
          .api()
          .get('/api/admin/dashboard-summary')
          .set('Authorization', fixture.token)
          .expect(200)
      ).body,
    );
    expect(summary.discounts?.byCode).toContainEqual({ code: 'DASH', orders: 2, given: 240 });
    const all = summary.discounts!.byCode;
    expect(summary.discounts?.givenLast30Days).toBe(all.reduce((sum, entry) => sum + entry.given, 0));
    expect(summary.discounts?.ordersLast30Days).toBe(all.reduce((sum, entry) => sum + entry.orders, 0));
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_STATUSES, refusedMoveMessage } from '@shop/contracts';
import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTemplate } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';
import { placeOrder } from './helpers/place-order';

const PANEL_ADMIN = { email: 'panel@shop.test', password: 'Panel-Pass-123' };
const fixture = shopForFile({
  PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
  PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
});

const PRODUCT = 'api::product.product';
const ORDER = 'api::order.order';
const STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}`;

const documents = (uid: string) => fixture.shop.strapi.documents(uid as any) as any;

/** The message a write through the Document Service was refused with; fails the test if it was stored. */
async function refusal(write: Promise<unknown>): Promise<string> {
  const outcome = await write.then(
    () => null,
    (error: Error) => error,
  );
  expect(outcome, 'the write was stored').toBeInstanceOf(Error);
  expect(outcome?.name).toBe('ValidationError');
  return (outcome as Error).message;
}

/** Until the condition holds, checking every 50 ms (the events come in the background). */
async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 30_000) throw new Error('the condition did not hold in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('writes through the Document Service (a script, the panel) keep the rules the API keeps', () => {
  it('a product with a discounted price above the actual one, an unknown category or a framed sticker is refused', async () => {
    const valid = { name: 'Script Poster', description: 'Made by a script.', category: 'Posters' };
    expect(
      await refusal(
        documents(PRODUCT).create({
          data: {
            ...valid,
            productImages: [{ url: '/uploads/a.webp' }],
            sizes: [{ size: 'A4', actualPrice: 500, discountedPrice: 600 }],
          },
        }),
      ),
    ).toBe('Discounted price must not exceed the actual price');
    expect(await refusal(createProduct(fixture.shop.strapi, { subCategory: 'GARDENING' }))).toBe(
      'Product category "GARDENING" is not one of the Posters categories',
    );
    expect(await refusal(createProduct(fixture.shop.strapi, { category: 'Mugs' }))).toBe(
      'Product type must be one of: Posters, Posters With Frames, Polaroids, Frames, Stickers, Nikkah-Nama',
    );
    expect(
      await refusal(
        createProduct(fixture.shop.strapi, {
          category: 'Stickers',
          subCategory: '',
          hasFrame: false,
          frameColors: ['Black'],
        }),
      ),
    ).toBe('Stickers have no frame, so they take no frame colours');
    expect(await documents(PRODUCT).count({ filters: { name: { $startsWith: 'Script' } } })).toBe(0);
  });

  it('a valid product is stored, its category in the shop spelling; a partial update is checked as the product it leaves', async () => {
    const product = await createProduct(fixture.shop.strapi, { subCategory: 'anime' });
    expect(product.subCategory).toBe('ANIME');
    expect(
      await refusal(
        documents(PRODUCT).update({
          documentId: product.documentId,
          data: { sizes: [{ size: 'A4', actualPrice: 400, discountedPrice: 450 }] },
        }),
      ),
    ).toBe('Discounted price must not exceed the actual price');
    expect(
      await refusal(documents(PRODUCT).update({ documentId: product.documentId, data: { frameColors: [] } })),
    ).toBe('Please select at least one frame color');
    const renamed = await documents(PRODUCT).update({
      documentId: product.documentId,
      data: { name: 'Renamed' },
    });
    expect(renamed).toMatchObject({
      name: 'Renamed',
      sizes: product.sizes,
      frameColors: product.frameColors,
    });
  });

  it('the query engine (strapi.db.query) is held to the same rules', async () => {
    const product = await createProduct(fixture.shop.strapi);
    await expect(
      fixture.shop.strapi.db.query(PRODUCT).update({
        where: { id: product.id },
        data: { sizes: [{ size: 'A4', actualPrice: 100, discountedPrice: 200 }] },
      }),
    ).rejects.toThrow('Discounted price must not exceed the actual price');
    expect((await documents(PRODUCT).findOne({ documentId: product.documentId })).sizes).toEqual(
      product.sizes,
    );
  });

  it('a template with a dropdown without options is refused, a valid one stored', async () => {
    expect(
      await refusal(
        createTemplate(fixture.shop.strapi, {
          fields: [{ fieldName: 'Font', fieldType: 'dropdown', required: true, options: [] }],
        }),
      ),
    ).toBe('Dropdown field "Font" must have options');
    expect((await createTemplate(fixture.shop.strapi)).documentId).toEqual(expect.any(String));
  });

  it('a review rated 6 or 0 is refused, one rated 1 to 5 stored', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const review = (rating: unknown) =>
      documents('api::review.review').create({
        data: { name: 'Ayesha', rating, comment: 'Lovely print', product: product.documentId },
      });
    for (const rating of [6, 0, 2.5]) {
      expect(await refusal(review(rating))).toBe('Rating must be a whole number from 1 to 5');
    }
    const stored = await review(5);
    expect(
      await refusal(
        documents('api::review.review').update({ documentId: stored.documentId, data: { comment: '  ' } }),
      ),
    ).toBe('Please fill in all required fields');
  });

  it('a contact message without its text is refused, a full one stored', async () => {
    const message = { name: 'Bilal', email: 'bilal@example.com', number: '0300 1112223' };
    expect(
      await refusal(documents('api::message.message').create({ data: { ...message, message: '' } })),
    ).toBe('Message is required');
    expect(await refusal(documents('api::message.message').create({ data: message }))).toBe(
      'Message is required',
    );
    await documents('api::message.message').create({
      data: { ...message, message: 'Do you ship to Quetta?' },
    });
  });

  it('a blank announcement is refused, a written one stored', async () => {
    const announcement = await documents('api::announcement.announcement').create({
      data: { message: 'Eid sale' },
    });
    expect(
      await refusal(
        documents('api::announcement.announcement').update({
          documentId: announcement.documentId,
          data: { message: '   ' },
        }),
      ),
    ).toBe('Please fill in the message field');
  });

  it('shop settings with a phone number that is not one are refused, valid ones stored', async () => {
    const settings = documents('api::shop-setting.shop-setting');
    expect(await refusal(settings.create({ data: { ...TEST_SHOP_SETTINGS, phone: '12' } }))).toMatch(
      /^Phone must be a Pakistani number/,
    );
    const stored = await settings.create({ data: TEST_SHOP_SETTINGS });
    expect(
      await refusal(
        settings.update({ documentId: stored.documentId, data: { shareImageUrl: 'javascript:alert(1)' } }),
      ),
    ).toBe('Share picture link must be a web address starting with http:// or https://');
    await settings.update({ documentId: stored.documentId, data: { tagline: 'Art for every wall' } });
  });

  it('an order with an unknown state, a move the shop does not allow or no lines is refused', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const order = await placeOrder(fixture.shop, product.documentId);
    const update = (data: Record<string, unknown>) =>
      documents(ORDER).update({ documentId: order._id, data });
    expect(await refusal(update({ status: 'lost' }))).toBe(STATUS_MESSAGE);
    expect(await refusal(update({ status: 'delivered' }))).toBe(refusedMoveMessage('placed', 'delivered'));
    expect(await refusal(update({ items: [] }))).toBe('The order needs at least one item');
    expect(await refusal(update({ total: 1 }))).toBe(
      'The total must be the subtotal plus the delivery charge',
    );
    await expect(
      fixture.shop.strapi.db
        .query(ORDER)
        .update({ where: { documentId: order._id }, data: { status: 'lost' } }),
    ).rejects.toThrow(STATUS_MESSAGE);
    expect((await documents(ORDER).findOne({ documentId: order._id })).status).toBe('placed');
  });

  it('an allowed move through the Document Service moves the order as the Orders screen does', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 5 });
    const order = await placeOrder(fixture.shop, product.documentId, { quantity: 2 });
    const update = (data: Record<string, unknown>) =>
      documents(ORDER).update({ documentId: order._id, data });
    const confirmed = await update({ status: 'confirmed' });
    expect(confirmed.status).toBe('confirmed');
    expect(
      confirmed.history.map((entry: { status: string; by: string }) => [entry.status, entry.by]),
    ).toEqual([
      ['placed', 'shop'],
      ['confirmed', 'script'],
    ]);
    expect(await refusal(update({ status: 'cancelled' }))).toBe('Cancelling needs a reason');
    const cancelled = await update({ status: 'cancelled', note: 'The shopper called to cancel' });
    expect(cancelled.status).toBe('cancelled');
    expect((await documents(PRODUCT).findOne({ documentId: product.documentId })).stock).toBe(5);
  });
});

describe('the Strapi panel (content-manager admin API)', () => {
  let jwt: string;
  beforeAll(async () => {
    const login = await fixture.shop.api().post('/admin/login').send(PANEL_ADMIN).expect(200);
    jwt = login.body.data.token;
  });

  it('answers a refused product save with a 400 carrying the rule message, and stores nothing', async () => {
    const product = await createProduct(fixture.shop.strapi);
    const path = `/content-manager/collection-types/${PRODUCT}/${product.documentId}`;
    const shown = await fixture.shop.api().get(path).set('Authorization', `Bearer ${jwt}`).expect(200);
    const {
      id: _id,
      documentId: _documentId,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      reviews: _r,
      ...form
    } = shown.body.data;
    const saved = await fixture.shop
      .api()
      .put(path)
      .set('Authorization', `Bearer ${jwt}`)
      .send({ ...form, sizes: [{ size: 'A4', actualPrice: 500, discountedPrice: 900 }] });
    expect(saved.status).toBe(400);
    expect(saved.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Discounted price must not exceed the actual price',
    });
    const created = await fixture.shop
      .api()
      .post(`/content-manager/collection-types/${PRODUCT}`)
      .set('Authorization', `Bearer ${jwt}`)
      .send({ ...form, name: 'Panel Sticker', category: 'Stickers', subCategory: '', hasFrame: false });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe('Stickers have no frame, so they take no frame colours');
    expect((await documents(PRODUCT).findOne({ documentId: product.documentId })).sizes).toEqual(
      product.sizes,
    );

    const renamed = await fixture.shop
      .api()
      .put(path)
      .set('Authorization', `Bearer ${jwt}`)
      .send({ ...form, name: 'Renamed in the panel' });
    expect(renamed.status).toBe(200);
  });
});

describe("Strapi's webhooks", () => {
  const received: { event: string; entry: Record<string, any> }[] = [];
  let hook: http.Server;
  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    const strapi = fixture.shop.strapi;
    const webhook = await strapi.get('webhookStore').createWebhook({
      name: 'orders',
      url: `http://127.0.0.1:${port}/orders`,
      headers: {},
      events: ['entry.create', 'entry.update', 'entry.delete'],
      isEnabled: true,
    });
    strapi.get('webhookRunner').add(webhook);
  });
  afterAll(() => new Promise((resolve) => hook.close(resolve)));

  it('hear of an order created, each move of its state (API, script) and its delete, once each and without its private fields', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    const order = await placeOrder(fixture.shop, product.documentId);
    const move = (body: Record<string, unknown>) =>
      fixture.shop
        .api()
        .patch(`/api/orders/${order._id}/status`)
        .set('Authorization', fixture.token)
        .send(body);
    await move({ status: 'confirmed' }).expect(200);
    await documents(ORDER).update({ documentId: order._id, data: { status: 'in_production' } });
    await move({ status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-1' }).expect(200);
    await move({ status: 'returned', note: 'Refused at the door' }).expect(200);
    await fixture.shop
      .api()
      .delete(`/api/orders/delete/${order._id}`)
      .set('Authorization', fixture.token)
      .expect(200);

    const ofOrder = () => received.filter((event) => event.entry?.orderNumber === order.orderNumber);
    await until(() => ofOrder().some((event) => event.event === 'entry.delete'));
    await until(() => ofOrder().length >= 6);
    const heard = ofOrder().map((event) => `${event.event} ${event.entry.status}`);
    expect(heard.sort()).toEqual(
      [
        'entry.create placed',
        'entry.update confirmed',
        'entry.update in_production',
        'entry.update dispatched',
        'entry.update returned',
        'entry.delete returned',
      ].sort(),
    );
    for (const { entry } of ofOrder()) {
      expect(entry).not.toHaveProperty('trackingToken');
      expect(entry).not.toHaveProperty('idempotencyKey');
    }
  });
});

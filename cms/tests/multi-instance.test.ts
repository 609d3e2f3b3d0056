import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, pngDataUrl } from './helpers/fixtures';
import { type ServerProcess, serverFleet } from './helpers/server-processes';
import { STAFF } from './helpers/shop-server';
import { timeUntil } from './helpers/time-until';

let fleet: Awaited<ReturnType<typeof serverFleet>>;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  fleet = await serverFleet();
  a = await fleet.start('a');
  b = await fleet.start('b');
  token = (await json(`${a.url}/api/admin/login`, { method: 'POST', body: JSON.stringify(STAFF) })).body
    .token;
});
afterAll(() => fleet.stopAll());

describe('two server processes on one database', () => {
  it('a product created through one is listed by the other within a second, and so is an edit', async () => {
    // Warm B's list cache so the test sees invalidation, not a first build.
    await json(`${b.url}/api/products/all-products`);
    const created = await json(`${a.url}/api/products/add-product`, {
      method: 'POST',
      headers: { Authorization: token },
      body: JSON.stringify({
        name: 'Shared Poster',
        description: 'Seen everywhere',
        category: 'Posters',
        stock: 10,
        sizes: [{ size: 'A4', actualPrice: 600 }],
        productImages: [await pngDataUrl()],
      }),
    });
    expect(created.status).toBe(201);
    const listedAfter = await timeUntil(async () =>
      (await json(`${b.url}/api/products/all-products`)).body.products.some(
        (p: any) => p.name === 'Shared Poster',
      ),
    );
    expect(listedAfter).toBeLessThan(1000);

    await json(`${a.url}/api/products/newly-added-products`);
    const edited = await json(`${b.url}/api/products/update-product/${created.body._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...created.body,
        name: 'Shared Poster v2',
        productImages: created.body.productImages,
      }),
    });
    expect(edited.status).toBe(200);
    const editSeenAfter = await timeUntil(
      async () =>
        (await json(`${a.url}/api/products/newly-added-products`)).body[0].name === 'Shared Poster v2',
    );
    expect(editSeenAfter).toBeLessThan(1000);

    // A's list holds the product before B removes it.
    expect(
      (await json(`${a.url}/api/products/all-products`)).body.products.some(
        (p: any) => p._id === created.body._id,
      ),
    ).toBe(true);
    const removed = await json(`${b.url}/api/products/remove-product/${created.body._id}`, {
      method: 'DELETE',
      headers: { Authorization: token },
    });
    expect(removed.status).toBe(200);
    const deleteSeenAfter = await timeUntil(
      async () =>
        !(await json(`${a.url}/api/products/all-products`)).body.products.some(
          (p: any) => p._id === created.body._id,
        ),
    );
    expect(deleteSeenAfter).toBeLessThan(1000);
  });

  it('orders through both get unique numbers and never oversell', async () => {
    const product = await json(`${a.url}/api/products/add-product`, {
      method: 'POST',
      headers: { Authorization: token },
      body: JSON.stringify({
        name: 'Twelve Left',
        description: 'Limited',
        category: 'Stickers',
        stock: 12,
        sizes: [{ actualPrice: 300 }],
        productImages: [await pngDataUrl()],
      }),
    });
    const order = JSON.stringify({
      customer: CUSTOMER,
      items: [{ id: product.body._id, size: '', quantity: 1 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        json(`${(i % 2 ? a : b).url}/api/orders/create-order`, { method: 'POST', body: order }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    expect(new Set(placed.map((answer) => answer.body.orderNumber)).size).toBe(12);
    const stock = (await json(`${b.url}/api/products/single-product/${product.body._id}`)).body.stock;
    expect(stock).toBe(0);
  });

  it('stock taken by an order through one reaches the cached template list of the other within a second', async () => {
    const created = await json(`${a.url}/api/custom-products/create-custom-product-template`, {
      method: 'POST',
      headers: { Authorization: token },
      body: JSON.stringify({
        name: 'Stock Watch',
        description: 'Counted',
        category: 'Posters',
        stock: 9,
        sizes: [{ size: 'A4', actualPrice: 900 }],
        templateImages: [await pngDataUrl()],
        fields: [],
      }),
    });
    expect(created.status).toBe(201);
    const stockOnB = async () =>
      (await json(`${b.url}/api/custom-products/custom-admin-product-templates`)).body.find(
        (t: any) => t._id === created.body._id,
      )?.stock;
    expect(await stockOnB()).toBe(9);
    const stockOnA = async () =>
      (await json(`${a.url}/api/custom-products/custom-admin-product-templates`)).body.find(
        (t: any) => t._id === created.body._id,
      )?.stock;
    expect(await stockOnA()).toBe(9);

    const order = await json(`${a.url}/api/orders/create-order`, {
      method: 'POST',
      body: JSON.stringify({
        customer: CUSTOMER,
        items: [{ id: created.body._id, size: 'A4', quantity: 2 }],
      }),
    });
    expect(order.status).toBe(201);
    expect(await stockOnA()).toBe(7);
    expect(await timeUntil(async () => (await stockOnB()) === 7)).toBeLessThan(1000);
  });

  it('a product cached by one shows an order, a review and an edit made through the other within a second', async () => {
    const created = await json(`${a.url}/api/products/add-product`, {
      method: 'POST',
      headers: { Authorization: token },
      body: JSON.stringify({
        name: 'Watched Poster',
        description: 'Read often',
        category: 'Posters',
        stock: 10,
        sizes: [{ size: 'A4', actualPrice: 700 }],
        productImages: [await pngDataUrl()],
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const productOnB = async () => (await json(`${b.url}/api/products/single-product/${id}`)).body;
    const reviewsOnB = async () => (await json(`${b.url}/api/products/single-product/${id}/reviews`)).body;
    // Read twice so B answers from its cache, not from a first build.
    for (let i = 0; i < 2; i++) {
      expect((await productOnB()).stock).toBe(10);
      expect(await reviewsOnB()).toEqual([]);
    }

    const order = await json(`${a.url}/api/orders/create-order`, {
      method: 'POST',
      body: JSON.stringify({ customer: CUSTOMER, items: [{ id, size: 'A4', quantity: 3 }] }),
    });
    expect(order.status).toBe(201);
    expect(await timeUntil(async () => (await productOnB()).stock === 7)).toBeLessThan(1000);

    const review = await json(`${a.url}/api/products/single-product/${id}/reviews`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Bilal', rating: 5, comment: 'Sharp' }),
    });
    expect(review.status).toBe(201);
    expect(await timeUntil(async () => (await reviewsOnB()).length === 1)).toBeLessThan(1000);

    const edited = await json(`${a.url}/api/products/update-product/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...(await productOnB()), name: 'Watched Poster v2' }),
    });
    expect(edited.status).toBe(200);
    expect(await timeUntil(async () => (await productOnB()).name === 'Watched Poster v2')).toBeLessThan(1000);
  });

  it('shop settings saved through one are served by the other within a second', async () => {
    // Warm B's cache so the test sees invalidation, not a first build.
    expect((await json(`${b.url}/api/shop-settings`)).body.shopName).toBe(SAMPLE_SHOP_SETTINGS.shopName);
    const saved = await json(`${a.url}/api/shop-settings`, {
      method: 'PUT',
      headers: { Authorization: token },
      body: JSON.stringify({ ...SAMPLE_SHOP_SETTINGS, shopName: 'Rang Wall Art' }),
    });
    expect(saved.status).toBe(200);
    const seenAfter = await timeUntil(
      async () => (await json(`${b.url}/api/shop-settings`)).body.shopName === 'Rang Wall Art',
    );
    expect(seenAfter).toBeLessThan(1000);
  });
});

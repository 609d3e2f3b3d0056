import { productSchema } from '@shop/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { columnsOf } from '../src/lib/db-columns';
import { CHANGES_TABLE } from '../src/lib/serving/table-changes';
import { createProduct } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';
import { placeOrder } from './helpers/place-order';

const fixture = shopForFile({ CORS_ORIGINS: 'https://other.example' });

const productPath = (id: string) => `/api/products/single-product/${id}`;
const reviewsPath = (id: string) => `/api/products/single-product/${id}/reviews`;

async function stockOnPage(id: string): Promise<number> {
  return productSchema.parse((await fixture.shop.api().get(productPath(id)).expect(200)).body).stock;
}

/**
 * Changes a product's name in its row and puts the change counters back in the same transaction: a
 * write that neither this process's hook nor the triggers' counters ever show.
 */
async function renameBehindTheCache(id: string, name: string) {
  const { table, column } = columnsOf(fixture.shop.strapi, 'api::product.product');
  await fixture.shop.strapi.db.connection.transaction(async (trx) => {
    const counters = await trx(CHANGES_TABLE).select('id', 'changes');
    await trx(table)
      .where(column('documentId'), id)
      .update({ [column('name')]: name });
    await trx(CHANGES_TABLE)
      .whereNotIn(
        'id',
        counters.map((counter) => counter.id),
      )
      .delete();
    for (const counter of counters)
      await trx(CHANGES_TABLE).where('id', counter.id).update({ changes: counter.changes });
  });
}

describe('single-product and reviews are answered from a cache', () => {
  it('answers a product and its reviews from memory once read', async () => {
    const product = await createProduct(fixture.shop.strapi, { name: 'Cached Poster' });
    expect((await fixture.shop.api().get(productPath(product.documentId)).expect(200)).body.name).toBe(
      'Cached Poster',
    );
    await fixture.shop.api().get(reviewsPath(product.documentId)).expect(200);
    await renameBehindTheCache(product.documentId, 'Renamed Behind');
    // Twice: the first may come through Koa, the second from the cache in front of it.
    for (let i = 0; i < 2; i++)
      expect((await fixture.shop.api().get(productPath(product.documentId)).expect(200)).body.name).toBe(
        'Cached Poster',
      );
  });

  it('serves the new stock right after an order takes it, a cancellation gives it back and a delete puts it back', async () => {
    const product = await createProduct(fixture.shop.strapi, { stock: 10 });
    expect(await stockOnPage(product.documentId)).toBe(10);
    expect(await stockOnPage(product.documentId)).toBe(10);
    // The server's clock stands still, so no periodic re-read of the versions (every 250 ms) can show
    // the new stock: only each write's own invalidation may.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => clock.mockRestore());
    const order = await placeOrder(fixture.shop, product.documentId, { quantity: 3 });
    expect(await stockOnPage(product.documentId)).toBe(7);
    await fixture.shop
      .api()
      .patch(`/api/orders/${order._id}/status`)
      .set('Authorization', `Bearer ${fixture.token}`)
      .send({ status: 'cancelled', note: 'Changed their mind' })
      .expect(200);
    expect(await stockOnPage(product.documentId)).toBe(10);
    const second = await placeOrder(fixture.shop, product.documentId, { quantity: 2 });
    expect(await stockOnPage(product.documentId)).toBe(8);
    await fixture.shop
      .api()
      .delete(`/api/orders/delete/${second._id}`)
      .set('Authorization', `Bearer ${fixture.token}`)
      .expect(200);
    expect(await stockOnPage(product.documentId)).toBe(10);
  });

  it('serves a staff edit at once', async () => {
    const created = await fixture.shop
      .api()
      .get(productPath((await createProduct(fixture.shop.strapi, { name: 'Before Edit' })).documentId))
      .expect(200);
    await fixture.shop.api().get(productPath(created.body._id)).expect(200);
    const edited = await fixture.shop
      .api()
      .put(`/api/products/update-product/${created.body._id}`)
      .set('Authorization', `Bearer ${fixture.token}`)
      .send({ ...created.body, name: 'After Edit', stock: 4 })
      .expect(200);
    expect(edited.body.name).toBe('After Edit');
    const read = await fixture.shop.api().get(productPath(created.body._id)).expect(200);
    expect(read.body).toMatchObject({ name: 'After Edit', stock: 4 });
  });

  it('serves a new review at once', async () => {
    const product = await createProduct(fixture.shop.strapi);
    expect((await fixture.shop.api().get(reviewsPath(product.documentId)).expect(200)).body).toEqual([]);
    await fixture.shop.api().get(reviewsPath(product.documentId)).expect(200);
    await fixture.shop.api().get(productPath(product.documentId)).expect(200);
    await fixture.shop
      .api()
      .post(reviewsPath(product.documentId))
      .send({ name: 'Hina', rating: 4, comment: 'Crisp colours' })
      .expect(201);
    const reviews = await fixture.shop.api().get(reviewsPath(product.documentId)).expect(200);
    expect(reviews.body.map((r: { name: string }) => r.name)).toEqual(['Hina']);
  });

  it('answers 404 for unknown ids, and for a cached product once it is deleted', async () => {
    const missing = await fixture.shop.api().get(productPath('abcdefghijklmnopqrstuvwx')).expect(404);
    expect(missing.body.error.message).toBe('Product not found');
    await fixture.shop.api().get(reviewsPath('abcdefghijklmnopqrstuvwx')).expect(404);
    await fixture.shop.api().get(productPath('..%2F..%2Fetc')).expect(404);
    const product = await createProduct(fixture.shop.strapi);
    await fixture.shop.api().get(productPath(product.documentId)).expect(200);
    await fixture.shop.api().get(productPath(product.documentId)).expect(200);
    await fixture.shop.api().get(reviewsPath(product.documentId)).expect(200);
    await fixture.shop
      .api()
      .delete(`/api/products/remove-product/${product.documentId}`)
      .set('Authorization', `Bearer ${fixture.token}`)
      .expect(200);
    await fixture.shop.api().get(productPath(product.documentId)).expect(404);
    await fixture.shop.api().get(reviewsPath(product.documentId)).expect(404);
  });
});

describe('cached item answers carry the headers of the lists', () => {
  it('are compressed, revalidate with 304 and keep the security headers Koa gives', async () => {
    const product = await createProduct(fixture.shop.strapi);
    for (const path of [productPath(product.documentId), reviewsPath(product.documentId)]) {
      const first = await fixture.shop.api().get(path).set('Accept-Encoding', 'gzip').expect(200);
      const hit = await fixture.shop.api().get(path).set('Accept-Encoding', 'br, gzip').expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers.etag).toBe(first.headers.etag);
      expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(hit.body).toEqual(first.body);
      await fixture.shop.api().get(path).set('If-None-Match', first.headers.etag).expect(304);
    }
  });

  it('answer another origin through CORS', async () => {
    const product = await createProduct(fixture.shop.strapi);
    await fixture.shop.api().get(productPath(product.documentId)).expect(200);
    const allowed = await fixture.shop
      .api()
      .get(productPath(product.documentId))
      .set('Origin', 'https://other.example')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://other.example');
    const refused = await fixture.shop
      .api()
      .get(productPath(product.documentId))
      .set('Origin', 'https://elsewhere.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

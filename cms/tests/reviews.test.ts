import { reviewSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTemplate } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let subjects: { label: string; base: string; id: string }[];

beforeAll(async () => {
  shop = await startShop();
  const product = await createProduct(shop.strapi);
  const template = await createTemplate(shop.strapi);
  subjects = [
    { label: 'product', base: '/api/products/single-product', id: product.documentId },
    { label: 'template', base: '/api/custom-products/single-product-template', id: template.documentId },
  ];
});
afterAll(() => shop.stop());

describe.each(['product', 'template'])('reviews of a %s', (label) => {
  const subject = () => subjects.find((s) => s.label === label)!;

  it('starts empty, then lists a created review newest first', async () => {
    const { base, id } = subject();
    expect((await shop.api().get(`${base}/${id}/reviews`).expect(200)).body).toEqual([]);
    const first = await shop
      .api()
      .post(`${base}/${id}/reviews`)
      .send({ name: ' Ali ', rating: 4, comment: 'Good print' })
      .expect(201);
    expect(reviewSchema.parse(first.body)).toMatchObject({ name: 'Ali', rating: 4, comment: 'Good print' });
    await shop
      .api()
      .post(`${base}/${id}/reviews`)
      .send({ name: 'Sara', rating: 5, comment: 'Lovely' })
      .expect(201);
    const list = await shop.api().get(`${base}/${id}/reviews`).expect(200);
    expect(list.body.map((r: any) => r.name)).toEqual(['Sara', 'Ali']);
  });

  it.each([
    [{ name: '', rating: 5, comment: 'x' }, 'Please fill in all required fields'],
    [{ name: 'A', rating: 5, comment: '   ' }, 'Please fill in all required fields'],
    [{ name: 'A', rating: 0, comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
    [{ name: 'A', rating: 4.5, comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
    [{ name: 'A', rating: '5', comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
  ])('refuses %j with 400', async (body, message) => {
    const { base, id } = subject();
    const res = await shop.api().post(`${base}/${id}/reviews`).send(body).expect(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for reviews of an unknown item', async () => {
    const { base } = subject();
    await shop.api().get(`${base}/abcdefghijklmnopqrstuvwx/reviews`).expect(404);
    await shop
      .api()
      .post(`${base}/abcdefghijklmnopqrstuvwx/reviews`)
      .send({ name: 'A', rating: 5, comment: 'x' })
      .expect(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, pngBytes } from './helpers/fixtures';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop({
    RATE_LIMIT_LOGIN: '6/60',
    RATE_LIMIT_LOGIN_EMAIL: '3/60',
    RATE_LIMIT_ORDER: '3/60',
    RATE_LIMIT_CONTACT: '2/60',
    RATE_LIMIT_REVIEW: '2/60',
    RATE_LIMIT_CUSTOM_IMAGE: '1/60',
    RATE_LIMIT_TRACK: '2/60',
    RATE_LIMIT_SET_PASSWORD: '2/60',
    CORS_ORIGINS: 'https://partner.example',
  });
});
afterAll(() => shop.stop());

describe('rate limits', () => {
  it('limits login attempts per e-mail, even with the right password afterwards', async () => {
    for (let i = 0; i < 3; i++)
      await shop
        .api()
        .post('/api/admin/login')
        .send({ ...STAFF, password: 'wrong' })
        .expect(401);
    const blocked = await shop.api().post('/api/admin/login').send(STAFF).expect(429);
    expect(blocked.body.error.message).toBe(
      'Too many login attempts for this account. Please try again later.',
    );
  });

  it('limits login attempts per IP across e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await shop
            .api()
            .post('/api/admin/login')
            .send({ email: `x${i}@example.com`, password: 'p' })
        ).status,
      );
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(2)).toEqual([429, 429]);
  });

  it('limits orders and contact messages per IP with a 429 and a message', async () => {
    const order = { customer: CUSTOMER, items: [] };
    for (let i = 0; i < 3; i++) await shop.api().post('/api/orders/create-order').send(order).expect(400);
    const limited = await shop.api().post('/api/orders/create-order').send(order).expect(429);
    expect(limited.body.error.message).toBe(
      'Too many orders from your connection. Please wait a minute and try again.',
    );
    const message = { name: 'A', email: 'a@example.com', number: '1', message: 'Hi' };
    await shop.api().post('/api/contact/save-message').send(message).expect(201);
    await shop.api().post('/api/contact/save-message').send(message).expect(201);
    await shop.api().post('/api/contact/save-message').send(message).expect(429);
  });

  it('limits reviews and photo uploads per IP', async () => {
    const product = await createProduct(shop.strapi);
    const review = { name: 'A', rating: 5, comment: 'Nice' };
    const path = `/api/products/single-product/${product.documentId}/reviews`;
    await shop.api().post(path).send(review).expect(201);
    await shop.api().post(path).send(review).expect(201);
    const limited = await shop.api().post(path).send(review).expect(429);
    expect(limited.body.error.message).toBe(
      'Too many reviews from your connection. Please wait a minute and try again.',
    );
    const photo = await pngBytes();
    await shop.api().post('/api/custom-images').attach('file', photo, { filename: 'a.png' }).expect(200);
    await shop.api().post('/api/custom-images').attach('file', photo, { filename: 'a.png' }).expect(429);
  });

  it('limits order tracking look-ups per IP, by number and by private link together', async () => {
    const lookUp = { number: '000000-AAAAA', phone: '03001234567' };
    await shop.api().get('/api/orders/track').query(lookUp).expect(404);
    await shop
      .api()
      .get(`/api/orders/track/${'A'.repeat(32)}`)
      .expect(404);
    const limited = await shop.api().get('/api/orders/track').query(lookUp).expect(429);
    expect(limited.body.error.message).toBe(
      'Too many look-ups from your connection. Please wait a minute and try again.',
    );
  });

  it('limits tries of set-password links per IP, good or bad, with a 429 and a message', async () => {
    const guess = { token: 'guessed-token-guessed-token-guessed-00', password: 'long-enough-1' };
    await shop.api().post('/api/admin/set-password').send(guess).expect(400);
    await shop.api().post('/api/admin/set-password').send({}).expect(400);
    const limited = await shop.api().post('/api/admin/set-password').send(guess).expect(429);
    expect(limited.body.error.message).toBe(
      'Too many tries to set a password from your connection. Please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('opens CORS to the origins CORS_ORIGINS names, and only to them', async () => {
    const partner = await shop
      .api()
      .get('/api/announcement/get-announcements')
      .set('Origin', 'https://partner.example');
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await shop
      .api()
      .get('/api/announcement/get-announcements')
      .set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin'] ?? '').toBe('');
  });

  it('gives CORS permission on cached list answers too', async () => {
    await shop.api().get('/api/products/all-products').expect(200);
    const cached = await shop
      .api()
      .get('/api/products/all-products')
      .set('Origin', 'https://partner.example')
      .expect(200);
    expect(cached.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

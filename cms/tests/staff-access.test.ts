import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/fixtures';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let shopperToken: string;
let expiredToken: string;

const SOME_ID = 'abcdefghijklmnopqrstuvwx';
const STAFF_CALLS: [string, string][] = [
  ['get', '/api/products/all-admin-products'],
  ['post', '/api/products/add-product'],
  ['put', `/api/products/update-product/${SOME_ID}`],
  ['delete', `/api/products/remove-product/${SOME_ID}`],
  ['post', '/api/custom-products/create-custom-product-template'],
  ['delete', `/api/custom-products/custom-product-template/${SOME_ID}`],
  ['get', '/api/orders/all-orders'],
  ['get', '/api/orders/stopped'],
  ['delete', `/api/orders/delete/${SOME_ID}`],
  ['patch', `/api/orders/${SOME_ID}/status`],
  ['get', '/api/orders/export.csv'],
  ['get', `/api/orders/${SOME_ID}/invoice`],
  ['get', `/api/orders/invoices?ids=${SOME_ID}`],
  ['get', `/api/orders/production-sheet?ids=${SOME_ID}`],
  ['get', '/api/contact/get-message'],
  ['delete', `/api/contact/delete-message/${SOME_ID}`],
  ['post', '/api/announcement/create'],
  ['put', `/api/announcement/update/${SOME_ID}`],
  ['delete', `/api/announcement/delete/${SOME_ID}`],
  ['get', '/api/admin/dashboard-summary'],
  ['put', '/api/shop-settings'],
  ['get', '/api/staff/accounts'],
  ['post', '/api/staff/accounts'],
  ['patch', '/api/staff/accounts/1'],
  ['get', '/api/staff/last-changes'],
  ['patch', `/api/orders/${SOME_ID}`],
];

function call(method: string, path: string) {
  return (shop.api() as any)[method](path);
}

beforeAll(async () => {
  shop = await startShop();
  const authenticated = await shop.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  const shopper = await shop.strapi.plugin('users-permissions').service('user').add({
    username: 'shopper',
    email: 'shopper@example.com',
    password: 'shopper-pass-1',
    provider: 'local',
    confirmed: true,
    role: authenticated.id,
  });
  const jwt = shop.strapi.plugin('users-permissions').service('jwt');
  shopperToken = jwt.issue({ id: shopper.id });
  const staff = await shop.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: STAFF.email } });
  expiredToken = jwt.issue({ id: staff.id }, { expiresIn: -60 });
});
afterAll(() => shop.stop());

describe('staff calls refuse everyone but staff', () => {
  it.each(STAFF_CALLS)('%s %s refuses an anonymous caller with 401', async (method, path) => {
    const res = await call(method, path).send({}).expect(401);
    expect(res.body.error.message).toBe('Please log in as staff to do this');
  });

  it.each(STAFF_CALLS)('%s %s refuses a forged token with 401', async (method, path) => {
    const forged = `${expiredToken.split('.').slice(0, 2).join('.')}.forgedsignature`;
    await call(method, path).set('Authorization', forged).send({}).expect(401);
  });

  it.each(STAFF_CALLS)('%s %s refuses an expired staff token with 401', async (method, path) => {
    const res = await call(method, path).set('Authorization', `Bearer ${expiredToken}`).send({}).expect(401);
    expect(res.body.error.message).toBe('Your session has expired or is invalid. Please log in again.');
  });

  it.each(STAFF_CALLS)('%s %s refuses a shopper account with 403', async (method, path) => {
    await call(method, path).set('Authorization', shopperToken).send({}).expect(403);
  });
});

describe('staff login', () => {
  it('answers a token that works raw, as the storefront sends it, and with Bearer', async () => {
    const res = await shop.api().post('/api/admin/login').send(STAFF).expect(200);
    expect(typeof res.body.token).toBe('string');
    await createProduct(shop.strapi);
    const raw = await shop
      .api()
      .get('/api/products/all-admin-products')
      .set('Authorization', res.body.token)
      .expect(200);
    expect(raw.body).toHaveLength(1);
    await shop
      .api()
      .get('/api/products/all-admin-products')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
  });

  it('accepts the e-mail in any case', async () => {
    await shop
      .api()
      .post('/api/admin/login')
      .send({ ...STAFF, email: STAFF.email.toUpperCase() })
      .expect(200);
  });

  it('refuses a wrong password and a non-staff account with the same message', async () => {
    const wrong = await shop
      .api()
      .post('/api/admin/login')
      .send({ ...STAFF, password: 'nope' })
      .expect(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    const shopper = await shop
      .api()
      .post('/api/admin/login')
      .send({ email: 'shopper@example.com', password: 'shopper-pass-1' })
      .expect(401);
    expect(shopper.body.error.message).toBe('Invalid email or password');
  });

  it('requires both fields and a valid e-mail', async () => {
    const missing = await shop.api().post('/api/admin/login').send({ email: STAFF.email }).expect(400);
    expect(missing.body.error.message).toBe('Password is required');
    await shop.api().post('/api/admin/login').send({ email: 'x', password: 'y' }).expect(400);
  });
});

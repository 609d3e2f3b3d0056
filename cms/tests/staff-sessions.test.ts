import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAccount } from '../src/lib/setup/staff-account';
import { endSession } from '../src/lib/staff-sessions';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

// Each token is used once before it is ended, so the verified-token cache holds it: it must not keep it alive.
let shop: TestShop;
let staffId: number;

beforeAll(async () => {
  shop = await startShop();
  staffId = (
    await shop.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: STAFF.email } })
  ).id;
});
afterAll(() => shop.stop());

async function logIn(password = STAFF.password): Promise<string> {
  return (
    await shop
      .api()
      .post('/api/admin/login')
      .send({ ...STAFF, password })
      .expect(200)
  ).body.token;
}
function staffCall(token: string) {
  return shop.api().get('/api/orders/all-orders').set('Authorization', token);
}
function post(path: string, token: string) {
  return shop.api().post(path).set('Authorization', token);
}
const SESSION_OVER = 'Your session has expired or is invalid. Please log in again.';

describe('staff tokens', () => {
  it('logout ends that token on the server, and only that one', async () => {
    const here = await logIn();
    const elsewhere = await logIn();
    await staffCall(here).expect(200);
    await post('/api/admin/logout', here).expect(200);
    const refused = await staffCall(here).expect(401);
    expect(refused.body.error.message).toBe(SESSION_OVER);
    await post('/api/admin/logout', here).expect(401);
    await staffCall(elsewhere).expect(200);
    await staffCall(`Bearer ${elsewhere}`).expect(200);
  });

  it('logouts of one account at the same moment each end their own token', async () => {
    const sids = Array.from({ length: 6 }, (_, i) => `at-once-${i}`);
    const until = Date.now() + 60_000;
    await Promise.all(sids.map((sid) => endSession(shop.strapi, staffId, sid, until)));
    const account = await shop.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: staffId } });
    const ended = (account.endedTokens as { sid: string }[]).map((token) => token.sid);
    expect(ended).toEqual(expect.arrayContaining(sids));
  });

  it('“log out everywhere” ends every token issued before it; a new login works', async () => {
    const one = await logIn();
    const two = await logIn();
    await staffCall(one).expect(200);
    await staffCall(two).expect(200);
    await post('/api/admin/logout-everywhere', one).expect(200);
    await staffCall(one).expect(401);
    await staffCall(two).expect(401);
    await staffCall(await logIn()).expect(200);
  });

  it('GET /admin/session names the staff member of a live token, and refuses it once the session has ended', async () => {
    const token = await logIn();
    const live = await shop.api().get('/api/admin/session').set('Authorization', token).expect(200);
    expect(live.body).toEqual({ email: STAFF.email, name: expect.any(String), role: 'owner' });
    expect(live.headers['cache-control']).toBe('private, no-store');
    await post('/api/admin/logout-everywhere', token).expect(200);
    const ended = await shop.api().get('/api/admin/session').set('Authorization', token).expect(401);
    expect(ended.body.error.message).toBe(SESSION_OVER);
    expect(ended.body.data ?? null).toBeNull();
    await shop.api().get('/api/admin/session').expect(401);
    await shop.api().get('/api/admin/session').set('Authorization', 'not-a-token').expect(401);
  });

  it('a disabled account’s tokens are refused at once', async () => {
    const token = await logIn();
    await staffCall(token).expect(200);
    const users = shop.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: staffId }, data: { blocked: true } });
    try {
      await staffCall(token).expect(401);
    } finally {
      await users.update({ where: { id: staffId }, data: { blocked: false } });
    }
  });

  it('the same password set again at a start keeps the tokens', async () => {
    const token = await logIn();
    await staffCall(token).expect(200);
    await ensureStaffAccount(shop.strapi);
    await staffCall(token).expect(200);
  });

  it('a password change ends every token issued before it', async () => {
    const token = await logIn();
    await staffCall(token).expect(200);
    await shop.strapi
      .plugin('users-permissions')
      .service('user')
      .edit(staffId, { password: 'a-new-password-9' });
    await staffCall(token).expect(401);
    await staffCall(await logIn('a-new-password-9')).expect(200);
  });

  it('logout refuses a caller without a staff token', async () => {
    await shop.api().post('/api/admin/logout').expect(401);
    await shop.api().post('/api/admin/logout-everywhere').expect(401);
  });
});

import {
  OWNER_ONLY_MESSAGE,
  PASSWORD_LINK_MESSAGES,
  staffAccountListSchema,
  staffSessionSchema,
} from '@shop/contracts';
import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES, type ShopRoute } from '../src/lib/shop-routes';
import { ensureStaffAccount } from '../src/lib/setup/staff-account';
import { shopForFile } from './helpers/file-shop';
import { STAFF } from './helpers/shop-server';
import { staffAccountsOf } from './helpers/staff-accounts';

const fixture = shopForFile();

const OWNER_ROUTES = (Object.values(SHOP_ROUTES).flat() as ShopRoute[]).filter(
  (route) => route.access === 'owner',
);

const { newAccount, logIn, changeAccount } = staffAccountsOf(fixture);

function call(route: ShopRoute, token: string) {
  const path = `/api${route.path.replace(/:\w+/g, 'abcdefghijklmnopqrstuvwx')}`;
  const req = (fixture.shop.api() as any)[route.method.toLowerCase()](path).set('Authorization', token);
  return route.method === 'GET' || route.method === 'DELETE' ? req : req.send({});
}

describe('owner-only calls', () => {
  it('the route table marks Shop settings, order deletion and staff accounts as owner-only', () => {
    const names = OWNER_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /shop-settings',
        'DELETE /orders/delete/:id',
        'GET /staff/accounts',
        'POST /staff/accounts',
        'PATCH /staff/accounts/:id',
      ]),
    );
  });

  it.each(OWNER_ROUTES.map((route) => [route.method, route.path, route] as const))(
    '%s %s refuses a staff account with 403 and lets an owner through',
    async (_method, _path, route) => {
      const staff = await newAccount('staff');
      const { token } = await logIn(staff.email, staff.password);
      const refused = await call(route, token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(OWNER_ONLY_MESSAGE);
      const allowed = await call(route, fixture.token);
      expect([401, 403]).not.toContain(allowed.status);
    },
  );

  it('a staff account still works on orders, the catalogue, messages and announcements', async () => {
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    for (const path of [
      '/api/orders/all-orders',
      '/api/products/all-admin-products',
      '/api/contact/get-message',
      '/api/admin/dashboard-summary',
    ])
      await fixture.shop.api().get(path).set('Authorization', token).expect(200);
    const created = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', token)
      .send({ message: 'Eid sale from staff' });
    expect(created.status).toBe(201);
  });

  it('the session tells each account its role; the STAFF_EMAIL account is an owner', async () => {
    const owner = await fixture.shop.api().get('/api/admin/session').set('Authorization', fixture.token);
    expect(staffSessionSchema.parse(owner.body)).toMatchObject({ email: STAFF.email, role: 'owner' });
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    const session = await fixture.shop.api().get('/api/admin/session').set('Authorization', token);
    expect(session.body).toEqual({
      email: staff.email,
      name: expect.stringMatching(/^staff number/),
      role: 'staff',
    });
  });
});

describe('staff accounts', () => {
  it('refuses an anonymous caller with 401 on every call', async () => {
    await fixture.shop.api().get('/api/staff/accounts').expect(401);
    await fixture.shop.api().post('/api/staff/accounts').send({}).expect(401);
    await fixture.shop.api().patch('/api/staff/accounts/1').send({ name: 'x' }).expect(401);
  });

  it('lists each account with its name, role, state and last login', async () => {
    const staff = await newAccount('staff');
    await logIn(staff.email, staff.password);
    const res = await fixture.shop.api().get('/api/staff/accounts').set('Authorization', fixture.token);
    expect(res.status).toBe(200);
    const { accounts } = staffAccountListSchema.parse(res.body);
    expect(accounts.find((account) => account.email === STAFF.email)).toMatchObject({
      role: 'owner',
      disabled: false,
    });
    const listed = accounts.find((account) => account.email === staff.email);
    expect(listed).toMatchObject({ id: staff.id, role: 'staff', disabled: false });
    expect(Date.now() - Date.parse(listed?.lastLoginAt ?? '')).toBeLessThan(5 * 60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$2[aby]\$/i);
  });

  it.each([
    [
      { email: 'not-an-email', name: 'A', role: 'staff', password: 'long-enough-1' },
      'Email must be a valid e-mail address',
    ],
    [{ email: 'a@shop.test', name: ' ', role: 'staff', password: 'long-enough-1' }, 'Name is required'],
    [
      { email: 'a@shop.test', name: 'A', role: 'boss', password: 'long-enough-1' },
      'Role must be owner or staff',
    ],
    [
      { email: 'a@shop.test', name: 'A', role: 'staff', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { email: 'a@shop.test', name: 'A', role: 'staff', password: 'long-enough-1', blocked: false },
      'Unknown field: blocked',
    ],
    [
      { email: 'a@shop.test', name: 'A', role: 'staff' },
      'Give a first password, or send an invite link (sendPasswordLink: true)',
    ],
    [
      { email: 'a@shop.test', name: 'A', role: 'staff', password: 'long-enough-1', sendPasswordLink: true },
      'Give either a first password or an invite link, not both',
    ],
  ])('refuses a new account %j with 400 "%s"', async (body, message) => {
    const res = await fixture.shop
      .api()
      .post('/api/staff/accounts')
      .set('Authorization', fixture.token)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses a password link on a shop without e-mail (409) and creates no account', async () => {
    const invite = { email: 'no-mail@shop.test', name: 'No Mail', role: 'staff', sendPasswordLink: true };
    const res = await fixture.shop
      .api()
      .post('/api/staff/accounts')
      .set('Authorization', fixture.token)
      .send(invite);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PASSWORD_LINK_MESSAGES.mailNotSetUp);
    const list = await fixture.shop.api().get('/api/staff/accounts').set('Authorization', fixture.token);
    expect(JSON.stringify(list.body)).not.toContain(invite.email);
    const staff = await newAccount('staff');
    const reset = await changeAccount(fixture.token, staff.id, { sendPasswordLink: true });
    expect(reset.status).toBe(409);
    expect(reset.body.error.message).toBe(PASSWORD_LINK_MESSAGES.mailNotSetUp);
  });

  it('refuses a second account with the same e-mail (409), whatever its capitals', async () => {
    const staff = await newAccount('staff');
    const res = await fixture.shop
      .api()
      .post('/api/staff/accounts')
      .set('Authorization', fixture.token)
      .send({ email: staff.email.toUpperCase(), name: 'Copy', role: 'owner', password: 'another-pass-1' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An account with this e-mail already exists');
  });

  it('refuses a bad change with 400 and an unknown account with 404', async () => {
    const staff = await newAccount('staff');
    for (const [change, message] of [
      [{}, 'Send at least one of name, role, disabled, password, sendPasswordLink'],
      [
        { password: 'long-enough-1', sendPasswordLink: true },
        'Send either a new password or a password link, not both',
      ],
      [{ role: 'admin' }, 'Role must be owner or staff'],
      [{ disabled: 'yes' }, 'Disabled must be true or false'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ shopRole: 'owner' }, 'Unknown field: shopRole'],
    ] as const) {
      const res = await changeAccount(fixture.token, staff.id, change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    await changeAccount(fixture.token, 999999, { name: 'Nobody' }).expect(404);
    await changeAccount(fixture.token, 'abc', { name: 'Nobody' }).expect(404);
  });

  it("a disabled account's token stops working at once, and it cannot log in until enabled again", async () => {
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
    const disabled = await changeAccount(fixture.token, staff.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.account).toMatchObject({ disabled: true });
    await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(401);
    expect((await logIn(staff.email, staff.password)).status).toBe(401);

    await changeAccount(fixture.token, staff.id, { disabled: false }).expect(200);
    // Disabling ended its sessions: the old token stays ended, a new login works.
    await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(401);
    const again = await logIn(staff.email, staff.password);
    expect(again.status).toBe(200);
    await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', again.token).expect(200);
  });

  it('a reset password replaces the old one and ends its sessions', async () => {
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    await changeAccount(fixture.token, staff.id, { password: 'brand-new-pass-9' }).expect(200);
    await fixture.shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(401);
    expect((await logIn(staff.email, staff.password)).status).toBe(401);
    expect((await logIn(staff.email, 'brand-new-pass-9')).status).toBe(200);
  });

  it('a change of role counts on the next call: a promoted account may save Shop settings, a demoted one not', async () => {
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    const save = () =>
      fixture.shop.api().put('/api/shop-settings').set('Authorization', token).send(TEST_SHOP_SETTINGS);
    await save().expect(403);
    const promoted = await changeAccount(fixture.token, staff.id, { role: 'owner', name: 'Ayesha' });
    expect(promoted.body.account).toMatchObject({ role: 'owner', name: 'Ayesha' });
    await save().expect(200);
    await changeAccount(fixture.token, staff.id, { role: 'staff' }).expect(200);
    await save().expect(403);
  });

  it('an owner can neither disable nor demote themself (409), but may rename themself', async () => {
    const owner = await newAccount('owner');
    const { token } = await logIn(owner.email, owner.password);
    for (const change of [{ disabled: true }, { role: 'staff' }]) {
      const res = await changeAccount(token, owner.id, change);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'You cannot disable your own account or take away your own owner role',
      );
    }
    await changeAccount(token, owner.id, { name: 'Bilal' }).expect(200);
  });

  it('the STAFF_EMAIL account stays an enabled owner: another owner cannot disable, demote or reset it', async () => {
    const owner = await newAccount('owner');
    const { token } = await logIn(owner.email, owner.password);
    const envAccount = (
      await fixture.shop.api().get('/api/staff/accounts').set('Authorization', token)
    ).body.accounts.find((account: { email: string }) => account.email === STAFF.email);
    for (const change of [
      { disabled: true },
      { role: 'staff' },
      { password: 'taken-over-123' },
      { sendPasswordLink: true },
    ]) {
      const res = await changeAccount(token, envAccount.id, change);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(/STAFF_EMAIL/);
    }
    expect((await logIn(STAFF.email, STAFF.password)).status).toBe(200);
  });

  it('two owners disabling each other at once leave the shop one enabled owner', async () => {
    const users = fixture.shop.strapi.db.query('plugin::users-permissions.user');
    const first = await newAccount('owner');
    const second = await newAccount('owner');
    const firstToken = (await logIn(first.email, first.password)).token;
    const secondToken = (await logIn(second.email, second.password)).token;
    // Only these two stay enabled owners: the others are set aside (as no call could) and restored after.
    const others = (await users.findMany({ where: { shopRole: 'owner', blocked: false } })).filter(
      (account: { id: number }) => account.id !== first.id && account.id !== second.id,
    );
    const otherIds = others.map((account: { id: number }) => account.id);
    await users.updateMany({ where: { id: { $in: otherIds } }, data: { blocked: true } });
    try {
      const answers = await Promise.all([
        changeAccount(firstToken, second.id, { disabled: true }),
        changeAccount(secondToken, first.id, { disabled: true }),
      ]);
      expect(answers.map((answer) => answer.status)).toContain(200);
      const refused = answers.find((answer) => answer.status !== 200);
      expect([401, 409]).toContain(refused?.status);
      const stillEnabled = await users.count({
        where: { id: { $in: [first.id, second.id] }, blocked: false },
      });
      expect(stillEnabled).toBe(1);
    } finally {
      await users.updateMany({ where: { id: { $in: otherIds } }, data: { blocked: false } });
    }
  });

  it('refuses the change that would leave no enabled owner, whoever asks', async () => {
    const users = fixture.shop.strapi.db.query('plugin::users-permissions.user');
    const last = await newAccount('owner');
    const staff = await newAccount('staff');
    const others = (await users.findMany({ where: { shopRole: 'owner', blocked: false } })).filter(
      (account: { id: number }) => account.id !== last.id,
    );
    const otherIds = others.map((account: { id: number }) => account.id);
    await users.updateMany({ where: { id: { $in: otherIds } }, data: { blocked: true } });
    try {
      // No owner can be the one asking here (each is the last or blocked): the service is called as another account would.
      const accounts = fixture.shop.strapi.service('api::staff.staff-account') as any;
      for (const change of [{ disabled: true }, { role: 'staff' }])
        await expect(accounts.changeAccount(last.id, change, { id: staff.id })).rejects.toMatchObject({
          status: 409,
          message: 'The shop must keep at least one enabled owner',
        });
      expect(await users.findOne({ where: { id: last.id } })).toMatchObject({
        shopRole: 'owner',
        blocked: false,
      });
    } finally {
      await users.updateMany({ where: { id: { $in: otherIds } }, data: { blocked: false } });
    }
  });

  it('an account from before roles becomes an owner at the next start; a staff account stays staff', async () => {
    const users = fixture.shop.strapi.db.query('plugin::users-permissions.user');
    const staff = await newAccount('staff');
    const old = await newAccount('staff');
    await users.update({ where: { id: old.id }, data: { shopRole: null } });
    await ensureStaffAccount(fixture.shop.strapi);
    await ensureStaffAccount(fixture.shop.strapi);
    expect((await users.findOne({ where: { id: old.id } })).shopRole).toBe('owner');
    expect((await users.findOne({ where: { id: staff.id } })).shopRole).toBe('staff');
  });
});

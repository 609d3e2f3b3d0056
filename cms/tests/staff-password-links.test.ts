import { OWNER_ONLY_MESSAGE, PASSWORD_LINK_MESSAGES, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_UID, STAFF_USER_UID } from '../src/lib/content-types';
import { type ShopWithInbox, startShopWithInbox } from './helpers/mailing-shop';
import type { Received } from './helpers/smtp-inbox';

let shop: ShopWithInbox;
let owner: string;

beforeAll(async () => {
  shop = await startShopWithInbox({ MAIL_RETRY_DELAY_MS: '50', MAIL_OUTBOX_POLL_MS: '100' });
  await shop.strapi
    .service('api::shop-setting.shop-setting')
    .save({ ...SAMPLE_SHOP_SETTINGS, shopName: 'Moon Frames' });
  owner = await shop.staffToken();
});
afterAll(() => shop.stop());

let accountCount = 0;
const nextEmail = (what: string) => `${what}-${++accountCount}@shop.test`;

function invite(email: string, token = owner) {
  return shop
    .api()
    .post('/api/staff/accounts')
    .set('Authorization', token)
    .send({ email, name: 'Ayesha Khan', role: 'staff', sendPasswordLink: true });
}

/** An owner's (or this token's) change to an account. */
function changeAccount(id: number, change: object, token = owner) {
  return shop.api().patch(`/api/staff/accounts/${id}`).set('Authorization', token).send(change);
}

function sendLink(id: number, token = owner) {
  return changeAccount(id, { sendPasswordLink: true }, token);
}

function setPassword(body: object) {
  return shop.api().post('/api/admin/set-password').send(body);
}

function logIn(email: string, password: string) {
  return shop.api().post('/api/admin/login').send({ email, password });
}

async function accountWithPassword(role: 'owner' | 'staff', password = 'first-pass-123') {
  const email = nextEmail(role);
  const res = await shop
    .api()
    .post('/api/staff/accounts')
    .set('Authorization', owner)
    .send({ email, name: 'Bilal', role, password });
  expect(res.status).toBe(201);
  return { id: res.body.account.id as number, email, password };
}

/** The token of a set-password link in a received mail. */
function tokenIn(mail: Received): string {
  const match = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1];
}

/** Waits for the `count`th set-password mail to this address and answers its token. */
async function nthLinkTo(email: string, count: number): Promise<string> {
  await expect
    .poll(() => shop.smtp.mailsTo(email, /password/i).length, { timeout: 30_000, interval: 100 })
    .toBeGreaterThanOrEqual(count);
  return tokenIn(shop.smtp.mailsTo(email, /password/i)[count - 1]);
}

describe('an invite by e-mail', () => {
  it('creates an account that cannot log in, mails it a link, and the link sets its password once', async () => {
    const email = nextEmail('invited');
    const created = await invite(email);
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({ email, role: 'staff', invitePending: true });
    expect((await logIn(email, 'any-password-1')).status).toBe(401);

    const mail = await shop.smtp.mailTo(email, /set your password/);
    expect(mail.subject).toBe('Your staff account at Moon Frames: set your password');
    expect(mail.from).toEqual({ name: 'Moon Frames', address: 'shop@shop.test' });
    expect(mail.text).toContain('Hello Ayesha Khan,');
    expect(mail.text).toContain('for 48 hours');
    expect(mail.text).toContain(`${shop.baseUrl}/set-password?token=`);
    expect(mail.html).toContain(`href="${shop.baseUrl}/set-password?token=`);
    const token = tokenIn(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    // The outbox keeps who and why, never the link; the account keeps only the token's hash.
    const stored = await shop.strapi.db.query(OUTBOX_UID).findOne({ where: { recipient: email } });
    expect(stored).toMatchObject({ kind: 'staff-password-link', orderNumber: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    const account = await shop.strapi.db.query(STAFF_USER_UID).findOne({ where: { email } });
    expect(JSON.stringify(account)).not.toContain(token);

    const answered = await setPassword({ token, password: 'my-own-pass-1' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(204);
    const login = await logIn(email, 'my-own-pass-1');
    expect(login.status).toBe(200);
    await shop.api().get('/api/orders/all-orders').set('Authorization', login.body.token).expect(200);
    const list = await shop.api().get('/api/staff/accounts').set('Authorization', owner);
    expect(list.body.accounts.find((a: { email: string }) => a.email === email)).toMatchObject({
      invitePending: false,
    });

    const again = await setPassword({ token, password: 'taken-over-99' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(PASSWORD_LINK_MESSAGES.used);
    expect((await logIn(email, 'taken-over-99')).status).toBe(401);
  });

  it('an invite link works for 48 hours, a reset link for one; an expired link is refused', async () => {
    const email = nextEmail('late');
    const created = await invite(email);
    const token = await nthLinkTo(email, 1);
    const users = shop.strapi.db.query(STAFF_USER_UID);
    const hoursLeft = async () => {
      const { passwordLinkExpiresAt } = await users.findOne({ where: { email } });
      return (Date.parse(passwordLinkExpiresAt) - Date.now()) / 3_600_000;
    };
    expect(await hoursLeft()).toBeGreaterThan(47);
    expect(await hoursLeft()).toBeLessThanOrEqual(48);

    await users.update({ where: { email }, data: { passwordLinkExpiresAt: new Date(Date.now() - 1000) } });
    const late = await setPassword({ token, password: 'too-late-pass-1' });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(PASSWORD_LINK_MESSAGES.expired);
    expect((await logIn(email, 'too-late-pass-1')).status).toBe(401);

    // The owner sends another: an invite again while the account has no password.
    await sendLink(created.body.account.id).expect(200);
    await nthLinkTo(email, 2);
    expect(await hoursLeft()).toBeGreaterThan(47);

    const withPassword = await accountWithPassword('staff');
    await sendLink(withPassword.id).expect(200);
    const reset = await shop.smtp.mailTo(withPassword.email, /new password/);
    expect(reset.subject).toBe('Set a new password for Moon Frames');
    expect(reset.text).toContain('for one hour');
    const { passwordLinkExpiresAt } = await users.findOne({ where: { email: withPassword.email } });
    const left = (Date.parse(passwordLinkExpiresAt) - Date.now()) / 3_600_000;
    expect(left).toBeGreaterThan(0.9);
    expect(left).toBeLessThanOrEqual(1);
  });
});

describe('a reset link', () => {
  it('replaces the older link, sets the password, and ends every session of the account at once', async () => {
    const staff = await accountWithPassword('staff');
    const before = (await logIn(staff.email, staff.password)).body.token as string;
    await sendLink(staff.id).expect(200);
    const older = await nthLinkTo(staff.email, 1);
    await sendLink(staff.id).expect(200);
    const newer = await nthLinkTo(staff.email, 2);
    expect(newer).not.toBe(older);
    // Until the link is used, the old password still works.
    expect((await logIn(staff.email, staff.password)).status).toBe(200);

    const stale = await setPassword({ token: older, password: 'from-old-link-1' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(PASSWORD_LINK_MESSAGES.notValid);

    await setPassword({ token: newer, password: 'from-new-link-1' }).expect(204);
    await shop.api().get('/api/orders/all-orders').set('Authorization', before).expect(401);
    expect((await logIn(staff.email, staff.password)).status).toBe(401);
    expect((await logIn(staff.email, 'from-new-link-1')).status).toBe(200);
  });

  it('two uses of one link at the same moment: one sets the password, the other is refused', async () => {
    const staff = await accountWithPassword('staff');
    await sendLink(staff.id).expect(200);
    const token = await nthLinkTo(staff.email, 1);
    const answers = await Promise.all([
      setPassword({ token, password: 'first-racer-1' }),
      setPassword({ token, password: 'second-racer-2' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    const logins = await Promise.all([
      logIn(staff.email, 'first-racer-1'),
      logIn(staff.email, 'second-racer-2'),
    ]);
    expect(logins.map((login) => login.status).sort()).toEqual([200, 401]);
  });

  it('a link of an account disabled since it was sent no longer works, even once it is enabled again', async () => {
    const staff = await accountWithPassword('staff');
    await sendLink(staff.id).expect(200);
    const token = await nthLinkTo(staff.email, 1);
    await changeAccount(staff.id, { disabled: true }).expect(200);
    const res = await setPassword({ token, password: 'disabled-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PASSWORD_LINK_MESSAGES.notValid);
    const refused = await sendLink(staff.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PASSWORD_LINK_MESSAGES.disabled);
    await changeAccount(staff.id, { disabled: false }).expect(200);
    const revived = await setPassword({ token, password: 'disabled-pass-1' });
    expect(revived.status).toBe(400);
    expect(revived.body.error.message).toBe(PASSWORD_LINK_MESSAGES.notValid);
    expect((await logIn(staff.email, staff.password)).status).toBe(200);
  });

  it('a link still out no longer works once an owner sets the password directly', async () => {
    const staff = await accountWithPassword('staff');
    await sendLink(staff.id).expect(200);
    const token = await nthLinkTo(staff.email, 1);
    await changeAccount(staff.id, { password: 'owner-set-pass-1' }).expect(200);
    const res = await setPassword({ token, password: 'link-pass-123' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PASSWORD_LINK_MESSAGES.notValid);
    expect((await logIn(staff.email, 'owner-set-pass-1')).status).toBe(200);
  });
});

describe('who may send links, and what the set-password call refuses', () => {
  it('only an owner sends links: 401 without a token, 403 for a staff account', async () => {
    const staff = await accountWithPassword('staff');
    const staffToken = (await logIn(staff.email, staff.password)).body.token as string;
    await shop
      .api()
      .post('/api/staff/accounts')
      .send({ email: nextEmail('x'), name: 'X', role: 'staff', sendPasswordLink: true })
      .expect(401);
    await shop.api().patch(`/api/staff/accounts/${staff.id}`).send({ sendPasswordLink: true }).expect(401);
    for (const res of [
      await invite(nextEmail('by-staff'), staffToken),
      await sendLink(staff.id, staffToken),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(OWNER_ONLY_MESSAGE);
    }
  });

  it.each([
    [{ password: 'long-enough-1' }, PASSWORD_LINK_MESSAGES.incomplete],
    [{ token: '', password: 'long-enough-1' }, PASSWORD_LINK_MESSAGES.incomplete],
    [{ token: 'x'.repeat(201), password: 'long-enough-1' }, PASSWORD_LINK_MESSAGES.notValid],
    [{ token: 'abc', password: 'short' }, 'Password must be at least 8 characters'],
    [{ token: 'abc', password: 12345678 }, 'Password must be text'],
    [{ token: 'abc', password: 'long-enough-1', email: 'x@shop.test' }, 'Unknown field: email'],
    [
      { token: 'made-up-token-made-up-token-made-up-00', password: 'long-enough-1' },
      PASSWORD_LINK_MESSAGES.notValid,
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await setPassword(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('keeps the password rule of account creation for the new password, and the link stays usable', async () => {
    const email = nextEmail('weak');
    await invite(email).expect(201);
    const token = await nthLinkTo(email, 1);
    const weak = await setPassword({ token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Password must be at least 8 characters');
    await setPassword({ token, password: 'strong-enough-1' }).expect(204);
  });
});

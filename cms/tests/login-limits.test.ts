import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

// Behind a trusted proxy the client address comes from X-Forwarded-For, so one test plays many computers.
let shop: TestShop;
let nextAddress = 1;
const freshIp = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  shop = await startShop({
    TRUST_PROXY: 'true',
    RATE_LIMIT_LOGIN: '10/60',
    RATE_LIMIT_LOGIN_EMAIL: '5/60',
    RATE_LIMIT_LOGIN_ACCOUNT: '40/60',
  });
});
afterAll(() => shop.stop());

function login(ip: string, body: { email: string; password: string }) {
  return shop.api().post('/api/admin/login').set('X-Forwarded-For', ip).send(body);
}
const wrong = { ...STAFF, password: 'not-the-password' };

describe('staff login limits', () => {
  it('five failures from one address lock that address out of the account, not the shop’s own computer', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) await login(attacker, wrong).expect(401);
    const locked = await login(attacker, STAFF).expect(429);
    expect(locked.body.error.message).toBe(
      'Too many login attempts for this account. Please try again later.',
    );
    // An address the client writes before the proxy's own entry does not make it someone else.
    await login(`203.0.113.9, ${attacker}`, STAFF).expect(429);
    const res = await login(freshIp(), STAFF).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('successful logins never count toward a limit', async () => {
    const shopComputer = freshIp();
    for (let i = 0; i < 12; i++) await login(shopComputer, STAFF).expect(200);
  });

  it('a success ends a run of failures from that address', async () => {
    const staffComputer = freshIp();
    for (let i = 0; i < 4; i++) await login(staffComputer, wrong).expect(401);
    await login(staffComputer, STAFF).expect(200);
    for (let i = 0; i < 4; i++) await login(staffComputer, wrong).expect(401);
    await login(staffComputer, STAFF).expect(200);
  });

  it('failures for one account from many addresses meet a looser limit across all of them', async () => {
    const target = { email: 'someone@shop.test', password: 'guess' };
    for (let i = 0; i < 40; i++) await login(freshIp(), target).expect(401);
    const limited = await login(freshIp(), target).expect(429);
    expect(limited.body.error.message).toBe(
      'Too many login attempts for this account. Please try again later.',
    );
  });

  it('answers as slowly for an unknown e-mail as for a known one', async () => {
    const timed = async (body: { email: string; password: string }) => {
      const started = performance.now();
      await login(freshIp(), body).expect(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(wrong));
      unknown.push(await timed({ email: `nobody-${i}@shop.test`, password: 'not-the-password' }));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    expect(median(unknown)).toBeGreaterThanOrEqual(0.3 * median(known));
  });
});

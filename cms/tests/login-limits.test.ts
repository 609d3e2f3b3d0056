import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

// Behind a trusted proxy the client address comes from X-Forwarded-For, so one test plays many computers;
// without the header it is the connection's own: real loopback source addresses (127.0.0.2, 127.0.0.3...).
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

/** A login sent from one loopback source address (Linux answers all of 127.0.0.0/8), and how long it took. */
function loginFrom(localAddress: string, body: { email: string; password: string }) {
  const { port } = shop.server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/admin/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

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

  it('an IPv6 client is counted by its /64: five failures from its addresses lock out the whole block', async () => {
    for (let i = 1; i <= 5; i++) await login(`2001:db8:abcd:12::${i}`, wrong).expect(401);
    await login('2001:db8:abcd:12:ffff::99', STAFF).expect(429);
    await login('2001:db8:abcd:13::1', STAFF).expect(200);
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

  // Last: the attack leaves the staff account's failures past its allowance (40 a minute here).
  describe('an attack on the staff account from twenty addresses', () => {
    const attackers = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);

    beforeAll(async () => {
      const guesses = attackers.flatMap((address) =>
        Array.from({ length: 5 }, () => loginFrom(address, wrong)),
      );
      for (const guess of await Promise.all(guesses)) expect(guess.status).toBe(401);
    }, 180_000);

    it('locks out only the attackers’ addresses', async () => {
      for (const address of attackers.slice(0, 3)) expect((await loginFrom(address, STAFF)).status).toBe(429);
    });

    it('lets the staff member in from an address with no recent failures, with the right password', async () => {
      expect((await loginFrom('127.0.0.30', STAFF)).status).toBe(200);
      await login(freshIp(), STAFF).expect(200);
    });

    it('slows the account’s further failures down instead of refusing the right password', async () => {
      const failure = await loginFrom('127.0.0.31', wrong);
      expect(failure.status).toBe(401);
      expect(failure.ms).toBeGreaterThanOrEqual(4000);
      const success = await loginFrom('127.0.0.32', STAFF);
      expect(success.status).toBe(200);
      expect(success.ms).toBeLessThan(failure.ms);
    });
  });
});

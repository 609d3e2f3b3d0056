import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_ROLE_TYPE, staffOfRequest } from './staff-auth';
import { newSessionClaims } from './staff-sessions';

/**
 * A Strapi with what a staff check reads: the JWT service, the users table and the JWT secret. Each
 * token was issued with its account's session claims as they were when the shop started.
 */
function shopWithTokens(
  tokens: Record<string, { id: number; role: string; exp?: number; blocked?: boolean; password?: string }>,
) {
  let verified = 0;
  let accountsRead = 0;
  const strapi = {
    config: { get: () => 'a test secret' },
    plugin: () => ({
      service: () => ({
        async verify(token: string) {
          verified++;
          if (!(token in tokens)) throw new Error('invalid token');
          const { id, exp } = tokens[token];
          if (exp !== undefined && exp * 1000 <= Date.now()) throw new Error('jwt expired');
          return { id, exp, ...issuedClaims[token] };
        },
      }),
    }),
    db: {
      query: () => ({
        async findOne({ where }: { where: { id: number } }) {
          accountsRead++;
          const user = Object.values(tokens).find((t) => t.id === where.id);
          return (
            user && {
              id: user.id,
              email: `${user.id}@shop.test`,
              blocked: user.blocked,
              password: user.password ?? 'hash-1',
              role: { type: user.role },
            }
          );
        },
      }),
    },
  } as unknown as Core.Strapi;
  const issuedClaims = Object.fromEntries(
    Object.entries(tokens).map(([token, { id, password }]) => [
      token,
      newSessionClaims(strapi, { id, password: password ?? 'hash-1' }),
    ]),
  );
  return { strapi, verified: () => verified, accountsRead: () => accountsRead };
}

describe('staffOfRequest', () => {
  const tokens = { staff: { id: 1, role: STAFF_ROLE_TYPE }, shopper: { id: 2, role: 'authenticated' } };

  it('checks a request once: the body reader and the policy share the answer', async () => {
    const shop = shopWithTokens(tokens);
    const state = {};
    const first = await staffOfRequest(shop.strapi, state, 'Bearer staff');
    const second = await staffOfRequest(shop.strapi, state, 'Bearer staff');
    expect(second).toBe(first);
    expect(shop.verified()).toBe(1);
  });

  it('reads the account for each request, the token’s signature once until it expires', async () => {
    const shop = shopWithTokens(tokens);
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    expect(shop.accountsRead()).toBe(2);
    expect(shop.verified()).toBe(1);
  });

  it('refuses a token once it has expired, though it was good before', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const exp = now.getTime() / 1000 + 60;
      const shop = shopWithTokens({ staff: { id: 1, role: STAFF_ROLE_TYPE, exp } });
      await staffOfRequest(shop.strapi, {}, 'Bearer staff');
      vi.setSystemTime(new Date(now.getTime() + 61_000));
      await expect(staffOfRequest(shop.strapi, {}, 'Bearer staff')).rejects.toThrow('log in again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an account blocked after its token was checked', async () => {
    const accounts = { staff: { id: 1, role: STAFF_ROLE_TYPE, blocked: false } };
    const shop = shopWithTokens(accounts);
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    accounts.staff.blocked = true;
    await expect(staffOfRequest(shop.strapi, {}, 'Bearer staff')).rejects.toThrow('log in again');
  });

  it('refuses a token issued before its account’s password changed, though its signature was checked', async () => {
    const accounts = { staff: { id: 1, role: STAFF_ROLE_TYPE, password: 'hash-1' } };
    const shop = shopWithTokens(accounts);
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    accounts.staff.password = 'hash-2';
    await expect(staffOfRequest(shop.strapi, {}, 'Bearer staff')).rejects.toThrow('log in again');
  });

  it('checks again for another header', async () => {
    const shop = shopWithTokens(tokens);
    const state = {};
    await staffOfRequest(shop.strapi, state, 'Bearer staff');
    await expect(staffOfRequest(shop.strapi, state, 'Bearer shopper')).rejects.toThrow('Only staff');
  });

  it('remembers no refusal', async () => {
    const shop = shopWithTokens(tokens);
    const state = {};
    await expect(staffOfRequest(shop.strapi, state, 'Bearer forged')).rejects.toThrow('log in again');
    await expect(staffOfRequest(shop.strapi, state, 'Bearer forged')).rejects.toThrow('log in again');
    await expect(staffOfRequest(shop.strapi, state, undefined)).rejects.toThrow('log in as staff');
    expect(shop.verified()).toBe(2);
  });
});

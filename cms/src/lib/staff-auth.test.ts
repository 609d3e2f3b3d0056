import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_TYPE, staffOfRequest } from './staff-auth';

/** A Strapi with the two things a staff check reads: the JWT service and the users table. */
function shopWithTokens(tokens: Record<string, { id: number; role: string }>) {
  let verified = 0;
  const strapi = {
    plugin: () => ({
      service: () => ({
        async verify(token: string) {
          verified++;
          if (!(token in tokens)) throw new Error('invalid token');
          return { id: tokens[token].id };
        },
      }),
    }),
    db: {
      query: () => ({
        async findOne({ where }: { where: { id: number } }) {
          const user = Object.values(tokens).find((t) => t.id === where.id);
          return user && { id: user.id, email: `${user.id}@shop.test`, role: { type: user.role } };
        },
      }),
    },
  } as unknown as Core.Strapi;
  return { strapi, verified: () => verified };
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

  it('checks each request of its own', async () => {
    const shop = shopWithTokens(tokens);
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    await staffOfRequest(shop.strapi, {}, 'Bearer staff');
    expect(shop.verified()).toBe(2);
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

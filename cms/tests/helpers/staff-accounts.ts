import { expect } from 'vitest';
import type { FileShop } from './file-shop';

/** Staff accounts made by the env owner of a test file's shop, and their logins. */
export function staffAccountsOf(fixture: FileShop) {
  let accountCount = 0;

  /** A new account; its e-mail is unique to the call. */
  async function newAccount(role: 'owner' | 'staff', password = 'first-pass-123') {
    accountCount += 1;
    const email = `${role}-${accountCount}@shop.test`;
    const res = await fixture.shop
      .api()
      .post('/api/staff/accounts')
      .set('Authorization', fixture.token)
      .send({ email, name: `${role} number ${accountCount}`, role, password });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.account.id as number, email, password };
  }

  async function logIn(email: string, password: string) {
    const res = await fixture.shop.api().post('/api/admin/login').send({ email, password });
    return { status: res.status, token: res.body.token as string };
  }

  function changeAccount(token: string, id: number | string, change: object) {
    return fixture.shop.api().patch(`/api/staff/accounts/${id}`).set('Authorization', token).send(change);
  }

  return { newAccount, logIn, changeAccount };
}

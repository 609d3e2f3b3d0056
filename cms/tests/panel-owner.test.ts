import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from './helpers/shop-server';

// A shop started as the README's plain `npm start`: no staff or panel account in the environment.
let shop: TestShop;
let credentialsFile: string;
let ownFolder: string;

beforeAll(async () => {
  // On SQLite the file lands beside the database; on PostgreSQL the test names one in its own folder.
  const postgres = process.env.TEST_DATABASE === 'postgres';
  ownFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-owner-'));
  shop = await startShop({
    STAFF_EMAIL: '',
    STAFF_PASSWORD: '',
    PANEL_ADMIN_EMAIL: '',
    PANEL_ADMIN_PASSWORD: '',
    PANEL_ADMIN_CREDENTIALS_FILE: postgres ? path.join(ownFolder, 'panel-owner.txt') : '',
  });
  credentialsFile = postgres
    ? path.join(ownFolder, 'panel-owner.txt')
    : path.join(path.dirname(process.env.DATABASE_FILENAME as string), 'panel-owner.txt');
});
afterAll(async () => {
  await shop.stop();
  fs.rmSync(ownFolder, { recursive: true, force: true });
});

const REGISTRATION_SPELLINGS = [
  '/admin/register-admin',
  '/admin/register-admin/',
  '/admin/register-admin//',
  '/ADMIN/Register-Admin',
  '/Admin/REGISTER-ADMIN/',
  '//admin//register-admin',
  '/admin/register%2Dadmin',
  '/admin/register%2dadmin',
  '/%61dmin/register-admin',
  '/admin/register-admin%2F',
  '/admin/register-admin?x=1',
  '/admin/register-admin/?x=1',
  '/admin/register-admin;x=1',
  '/admin/./register-admin',
  '/admin/x/../register-admin',
];

describe('the Strapi panel on a shop started without accounts in the environment', () => {
  it('has an owner account from the first start, its credentials in a file only the owner can read', async () => {
    const admins = await shop.strapi.db.query('admin::user').findMany({ populate: ['roles'] });
    expect(admins).toHaveLength(1);
    expect(admins[0].roles.map((role: any) => role.code)).toContain('strapi-super-admin');
    expect(fs.statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(credentialsFile, 'utf8');
    const email = /^email: (.+)$/m.exec(text)?.[1];
    const password = /^password: (.+)$/m.exec(text)?.[1];
    expect(email).toBe(admins[0].email);
    const login = await shop.api().post('/admin/login').send({ email, password });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
  });

  it.each(REGISTRATION_SPELLINGS)('refuses the first-admin registration at %s', async (spelling) => {
    const res = await shop.api().post(spelling).send({
      email: 'intruder@example.com',
      password: 'Intruder-Pass-1',
      firstname: 'I',
      lastname: 'X',
    });
    expect([403, 404, 405]).toContain(res.status);
    expect(JSON.stringify(res.body ?? {})).not.toContain('token');
    expect(
      await shop.strapi.db.query('admin::user').count({ where: { email: 'intruder@example.com' } }),
    ).toBe(0);
  });

  it('serves the panel API routes even with the panel pages off (so the guard is what stands in front)', async () => {
    const info = await shop.api().get('/admin/init');
    expect(info.status).toBe(200);
    expect(info.body.data.hasAdmin).toBe(true);
  });

  it('Strapi itself refuses a second super admin once the owner exists', async () => {
    await expect(
      shop.strapi.service('admin::user').createFirstAdmin({
        email: 'second@example.com',
        firstname: 'S',
        lastname: 'A',
        password: 'Second-Pass-1',
      }),
    ).rejects.toThrow('You cannot register a new super admin');
  });
});

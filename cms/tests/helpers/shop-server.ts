import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import pg from 'pg';
import request from 'supertest';
import { inject } from 'vitest';

// Strapi's ESM build does not load under Node's resolver (directory imports): use its CommonJS build.
const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

const CMS_DIR = path.resolve(__dirname, '..', '..');
export const STAFF = { email: 'staff@shop.test', password: 'correct-horse-battery' };

const TEST_SECRETS = {
  APP_KEYS: 'test-key-1,test-key-2',
  API_TOKEN_SALT: 'test-api-token-salt',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'test-transfer-salt',
  JWT_SECRET: 'test-jwt-secret',
  ENCRYPTION_KEY: 'test-encryption-key',
};

/** Generous limits so functional tests never trip them; rate-limit tests pass their own. */
const RELAXED_RATE_LIMITS = {
  RATE_LIMIT_LOGIN: '1000/60',
  RATE_LIMIT_LOGIN_EMAIL: '1000/60',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000/60',
  RATE_LIMIT_ORDER: '10000/60',
  RATE_LIMIT_REVIEW: '1000/60',
  RATE_LIMIT_CONTACT: '1000/60',
  RATE_LIMIT_CUSTOM_IMAGE: '1000/60',
  RATE_LIMIT_TRACK: '1000/60',
  RATE_LIMIT_CUSTOM_IMAGE_HOURLY: '1000/60',
};

export async function createPostgresDatabase(clusterUrl: string): Promise<string> {
  const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${clusterUrl}/${name}`;
}

export interface TestShop {
  strapi: Core.Strapi;
  api: () => ReturnType<typeof request>;
  baseUrl: string;
  server: import('node:http').Server;
  publicDir: string;
  staffToken(): Promise<string>;
  stop(): Promise<void>;
}

/** Everything a test server needs: secrets, a staff account, relaxed limits and a fresh database. */
export async function testEnvironment(tmp: string): Promise<Record<string, string>> {
  const postgresUrl = inject('postgresUrl');
  const database: Record<string, string> = postgresUrl
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: await createPostgresDatabase(postgresUrl) }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'shop.db') };
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SERVE_ADMIN_PANEL: 'false',
    SEED_DEMO: 'false',
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    PUBLIC_DIR: path.join(tmp, 'public'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    ...TEST_SECRETS,
    ...RELAXED_RATE_LIMITS,
    ...database,
  };
}

/** A real Strapi on a temporary database (SQLite, or PostgreSQL when the run provides a cluster). */
export async function startShop(env: Record<string, string> = {}): Promise<TestShop> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const publicDir = path.join(tmp, 'public');
  Object.assign(process.env, await testEnvironment(tmp), env);
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') }).load();
  await strapi.server.mount();
  const server = strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  let token: string | null = null;
  return {
    strapi,
    server,
    publicDir,
    baseUrl,
    api: () => request(baseUrl),
    async staffToken() {
      if (!token) {
        const res = await request(baseUrl).post('/api/admin/login').send(STAFF).expect(200);
        token = res.body.token as string;
      }
      return token;
    },
    async stop() {
      // strapi.destroy() ends with process.removeAllListeners(), which would cut the test worker's IPC.
      const listeners = process
        .eventNames()
        .map((event) => [event, process.listeners(event as any)] as const);
      await strapi.destroy();
      for (const [event, handlers] of listeners) {
        for (const handler of handlers)
          if (!process.listeners(event as any).includes(handler)) process.on(event as any, handler as any);
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

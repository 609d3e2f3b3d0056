import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { inject } from 'vitest';
import { databaseFromTemplate } from './database-template';
import { CMS_DIR, STAFF, serverEnvironment } from './test-environment';

// Strapi's ESM build does not load under Node's resolver (directory imports): use its CommonJS build.
const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

export { STAFF };

export interface TestShop {
  strapi: Core.Strapi;
  api: () => ReturnType<typeof request>;
  baseUrl: string;
  server: import('node:http').Server;
  publicDir: string;
  staffToken(): Promise<string>;
  stop(): Promise<void>;
}

/** Everything a test server needs: secrets, a staff account, relaxed limits and its own copy of the template database. */
export async function testEnvironment(tmp: string): Promise<Record<string, string>> {
  return { ...serverEnvironment(tmp), ...(await databaseFromTemplate(inject('databaseTemplate'), tmp)) };
}

/** Settings that make the proof worker draw a placed order's proofs within a test's patience. */
export const FAST_PROOF_WORKER = { PROOF_POLL_MS: '100', PROOF_RETRY_DELAY_MS: '50' };

/**
 * A real Strapi on a temporary database (SQLite, or PostgreSQL when the run provides a cluster), with
 * `env` besides the test environment; its `stop` forgets `env`, so the worker's next shop runs without it.
 */
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
      for (const name of Object.keys(env)) delete process.env[name];
    },
  };
}

// Boots the compiled Strapi app in this process on a temporary SQLite database, listening on a free port.
// The comparison (compare/) boots another checkout's cms on a copy of a seeded database the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { removeCompiledServer } from '../lib/compiled-server.mjs';

const require = createRequire(import.meta.url);
function findCmsDir(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'cms', 'package.json'))) return path.join(dir, 'cms');
  }
  throw new Error('cms/ not found above the benchmark script');
}

/** The staff account the bench logs in with (ensured at boot, as STAFF_EMAIL/STAFF_PASSWORD do). */
export const BENCH_STAFF = { email: 'bench-staff@example.com', password: 'bench-staff-password' };

export interface BenchShop {
  strapi: Core.Strapi;
  url: string;
  stop(): Promise<void>;
}

export interface BootOptions {
  /** The cms to boot (default: this checkout's). */
  cmsDir?: string;
  /** A folder holding the database (bench.db) and public/, kept at stop (default: a fresh one, removed). */
  dataDir?: string;
  /** The cms's build has just compiled its server into dist/: boot that, without compiling again. */
  compiled?: boolean;
}

/** Compiles this checkout's cms server into cms/dist without booting it (a part that only loads its modules); answers cms/. */
export async function compileCms(): Promise<string> {
  const cmsDir = findCmsDir(import.meta.dirname);
  const { compileStrapi } = require(
    require.resolve('@strapi/strapi', { paths: [cmsDir] }),
  ) as typeof import('@strapi/strapi');
  process.chdir(cmsDir);
  removeCompiledServer(cmsDir);
  await compileStrapi({ appDir: cmsDir });
  return cmsDir;
}

export async function bootShop(options: BootOptions = {}): Promise<BenchShop> {
  const cmsDir = options.cmsDir ?? findCmsDir(import.meta.dirname);
  const { compileStrapi, createStrapi } = require(
    require.resolve('@strapi/strapi', { paths: [cmsDir] }),
  ) as typeof import('@strapi/strapi');
  const tmp = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    SERVE_ADMIN_PANEL: 'false',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmp, 'bench.db'),
    PUBLIC_DIR: path.join(tmp, 'public'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    RATE_LIMIT_ORDER: '1000000/60',
    RATE_LIMIT_REVIEW: '1000000/60',
    STAFF_EMAIL: BENCH_STAFF.email,
    STAFF_PASSWORD: BENCH_STAFF.password,
  });
  process.chdir(cmsDir); // Strapi reads its package.json from the working directory
  let context: { appDir: string; distDir?: string } = { appDir: cmsDir, distDir: path.join(cmsDir, 'dist') };
  if (!options.compiled) {
    removeCompiledServer(cmsDir);
    context = await compileStrapi({ appDir: cmsDir });
  }
  // Fresh secrets for a throwaway shop, so the run never writes them to cms/.env.
  const { SECRET_NAMES } = require(path.join(cmsDir, 'dist', 'config', 'secrets.js')) as {
    SECRET_NAMES: readonly string[];
  };
  for (const name of SECRET_NAMES) process.env[name] ??= crypto.randomBytes(16).toString('hex');
  const strapi = await createStrapi(context).load();
  await strapi.server.mount();
  const server = strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await strapi.destroy();
      if (!options.dataDir) fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with the cms tests
import { startServerProcess } from '../../scripts/lib/server-process.mjs';
import { scaled } from './time-factor';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
export const STAFF = { email: 'staff@e2e.test', password: 'e2e-staff-password' };

const RELAXED_RATE_LIMITS = Object.fromEntries(
  ['ORDER', 'LOGIN', 'LOGIN_EMAIL', 'REVIEW', 'CONTACT', 'CUSTOM_IMAGE'].map((bucket) => [
    `RATE_LIMIT_${bucket}`,
    '1000/60',
  ]),
);

export interface ShopProcess {
  url: string;
  stop(): Promise<void>;
}

/** `npm start`'s server on a temporary database and a free port, with the demo catalogue. */
export async function startShopProcess(env: Record<string, string> = {}): Promise<ShopProcess> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const server = await startServerProcess({
    command: process.execPath,
    args: [path.join(REPO, 'scripts', 'start.mjs')],
    cwd: REPO,
    logFile: path.join(tmp, 'server.log'),
    // A start on a loaded machine (two cores, several suites) took longer than the idle 240 s.
    timeoutMs: scaled(240_000),
    env: {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(tmp, 'shop.db'),
      PUBLIC_DIR: path.join(tmp, 'public'),
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      LOG_LEVEL: 'warn',
      ...RELAXED_RATE_LIMITS,
      // The journeys check out as one shopper, more than three times: the owner's limits have tests of
      // their own. 100 is the most the Shop settings screen saves, and the settings journey saves it.
      DEFAULT_MAX_WAITING_ORDERS_PER_PHONE: '100',
      ...env,
    },
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

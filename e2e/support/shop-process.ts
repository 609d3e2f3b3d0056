import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
export const STAFF = { email: 'staff@e2e.test', password: 'e2e-staff-password' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the shop did not answer /_health within ${timeoutMs} ms`);
}

export interface ShopProcess {
  url: string;
  stop(): Promise<void>;
}

/** `npm start`'s server on a temporary database and a free port, with the demo catalogue. */
export async function startShopProcess(env: Record<string, string> = {}): Promise<ShopProcess> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(tmp, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(REPO, 'scripts', 'start.mjs')], {
    cwd: REPO,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(tmp, 'shop.db'),
      PUBLIC_DIR: path.join(tmp, 'public'),
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ORDER: '1000/60',
      RATE_LIMIT_LOGIN: '1000/60',
      RATE_LIMIT_LOGIN_EMAIL: '1000/60',
      RATE_LIMIT_REVIEW: '1000/60',
      RATE_LIMIT_CONTACT: '1000/60',
      RATE_LIMIT_CUSTOM_IMAGE: '1000/60',
      ...env,
    },
  });
  try {
    await waitForHealth(url, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(path.join(tmp, 'server.log'), 'utf8').slice(-4000));
    throw error;
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with the e2e suite
import { startServerProcess } from '../../../scripts/lib/server-process.mjs';
import { testEnvironment } from './shop-server';
import { CMS_DIR, STRAPI_BIN } from './test-environment';

export interface ServerProcess {
  url: string;
  child: import('node:child_process').ChildProcess;
  stop(graceMs?: number): Promise<void>;
  kill(): Promise<void>;
}

/** Server processes of the compiled app (`strapi start`) sharing one temporary database and upload folder. */
export async function serverFleet(extraEnv: Record<string, string> = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fleet-'));
  const env = { ...(await testEnvironment(tmp)), ...extraEnv };
  const servers: ServerProcess[] = [];
  return {
    env,
    async start(name: string, more: Record<string, string> = {}): Promise<ServerProcess> {
      const server = (await startServerProcess({
        command: STRAPI_BIN,
        args: ['start'],
        cwd: CMS_DIR,
        env: { ...env, ...more },
        logFile: path.join(tmp, `${name}.log`),
      })) as ServerProcess;
      servers.push(server);
      return server;
    },
    /** The folder holding the processes' database, uploads and logs. */
    dir: tmp,
    async stopAll() {
      await Promise.all(servers.map((server) => server.stop()));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

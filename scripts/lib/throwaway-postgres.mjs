// A throwaway PostgreSQL cluster for tests and benchmarks: the system's binaries (installed with apt
// when missing), a temporary data folder, a free port on 127.0.0.1. Stop it with `await cluster.stop()`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import { freePort } from './server-process.mjs';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  return null;
}

export function postgresBinDir() {
  let dir = findBinDir();
  if (!dir) {
    aptInstall('postgresql', 'PostgreSQL');
    dir = findBinDir();
  }
  if (!dir) throw new Error('PostgreSQL binaries not found after installing');
  return dir;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function run(binDir, binary, args) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(binDir, binary);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(binDir, binary), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startThrowawayPostgres() {
  const binDir = postgresBinDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
  run(binDir, 'initdb', ['-D', dataDir, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(binDir, 'pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  const url = `postgres://shop@127.0.0.1:${port}`;
  return {
    url,
    /** The URL of a database in this cluster. */
    databaseUrl: (name) => `${url}/${name}`,
    async stop() {
      try {
        run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

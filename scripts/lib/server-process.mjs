// A shop server in a child process: started with a command, ready when GET /_health answers 204,
// stopped with SIGTERM (then SIGKILL after a grace period). Its output goes to a log file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A free port held open until `release()`, so no process started meanwhile (a server that takes any
 * free port) can be given it: for an address that must be known before the servers behind it start.
 */
export function reservePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
    server.on('error', reject);
  });
}

/** A port free at this moment, for the process about to be started on it. */
export async function freePort() {
  const { port, release } = await reservePort();
  await release();
  return port;
}

async function waitForHealth(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /_health within ${timeoutMs} ms`);
}

/**
 * @param {{ command: string, args: string[], cwd: string, env: Record<string, string>, logFile: string, timeoutMs?: number }} options
 */
export async function startServerProcess({ command, args, cwd, env, logFile, timeoutMs = 240_000 }) {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', log, log],
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
  });
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(logFile, 'utf8').slice(-4000));
    throw error;
  }
  return {
    url,
    child,
    /** Sends SIGTERM and waits for the exit (SIGKILL after graceMs). */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    /** Kills the process at once, as a crash would. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrkFigures, UNIQUE, wrkScript } from './wrk-script.js';

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
  return true;
}

describe('wrkScript', () => {
  it('quotes any text as a Lua long string, whatever brackets it holds', () => {
    const script = wrkScript(
      { origin: 'http://x', paths: ['/a'], method: 'POST', body: '{"a":"]]","b":"]=]"}' },
      10,
      't',
    );
    expect(script).toContain('wrk.body = [==[{"a":"]]","b":"]=]"}]==]');
  });

  it('holds the first request of every connection until all are open, and builds requests once when nothing varies', () => {
    const script = wrkScript({ origin: 'http://x', paths: ['/a', '/b'] }, 50, 't');
    expect(script).toContain('if opened < 50 then');
    expect(script).toContain('init = function()');
    expect(script).not.toContain('gsub');
  });
});

describe.runIf(hasWrk())('a load run with the generated script', () => {
  const seen: { url?: string; key?: string; body: string }[] = [];
  let server: http.Server;
  let origin = '';
  let dir = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ url: request.url, key: request.headers['idempotency-key'] as string, body });
        response.writeHead(request.url === '/refused' ? 409 : 201).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-script-test-'));
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a fresh value in every request, takes the paths in turn and counts refusals as failures', async () => {
    const script = path.join(dir, 'run.lua');
    fs.writeFileSync(
      script,
      wrkScript(
        {
          origin,
          paths: ['/ok', '/refused'],
          method: 'POST',
          headers: { 'Idempotency-Key': `key-${UNIQUE}` },
          body: `{"n":"${UNIQUE}"}`,
        },
        2,
        'tag',
      ),
    );
    // Asynchronously: the server answers from this process.
    const { stdout } = await promisify(execFile)('wrk', ['-t1', '-c2', '-d1s', '-s', script, `${origin}/ok`]);
    const figures = parseWrkFigures(stdout);
    expect(figures.requests).toBeGreaterThan(10);
    expect(figures.failures).toBeGreaterThan(0);
    expect(new Set(seen.map((request) => request.key)).size).toBe(seen.length);
    expect(seen.every((request) => request.body === `{"n":"${request.key?.slice(4)}"}`)).toBe(true);
    expect(new Set(seen.map((request) => request.url))).toEqual(new Set(['/ok', '/refused']));
    expect(figures.p50Us).toBeLessThanOrEqual(figures.p95Us);
  });
});

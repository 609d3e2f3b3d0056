import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngBytes } from './helpers/fixtures';
import { type ServerProcess, serverFleet } from './helpers/server-processes';

let fleet: Awaited<ReturnType<typeof serverFleet>>;
let server: ServerProcess & { child?: import('node:child_process').ChildProcess };
/** The server's temporary folder (TMPDIR), where a multipart upload's file is written as it arrives. */
const tmpdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-tmp-'));
/** Waits as long as a busy machine needs, checking often. */
const patiently = { timeout: 30_000, interval: 25 };

beforeAll(async () => {
  fleet = await serverFleet();
  server = await fleet.start('graceful', { TMPDIR: tmpdir });
});
afterAll(async () => {
  await fleet.stopAll();
  fs.rmSync(tmpdir, { recursive: true, force: true });
});

/** Starts a multipart upload, sends half of it, and hands back a function that sends the rest. */
function slowUpload(url: string, file: Buffer) {
  const boundary = 'shop-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = http.request(
      `${url}/api/custom-images`,
      {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, head.length + 10));
    finish = () => request.end(body.subarray(head.length + 10));
  });
  return { answer, finish: () => finish() };
}

describe('graceful shutdown', () => {
  it('SIGTERM lets a request under way finish, then the process exits', async () => {
    const filesBefore = fs.readdirSync(tmpdir);
    const upload = slowUpload(server.url, await pngBytes(64, 64));
    // Under way: the server has begun writing the upload's file.
    await vi.waitFor(
      () => expect(fs.readdirSync(tmpdir).length).toBeGreaterThan(filesBefore.length),
      patiently,
    );
    const exited = new Promise<number | null>((resolve) =>
      server.child!.once('exit', (code) => resolve(code)),
    );
    server.child!.kill('SIGTERM');
    // New connections are refused while the upload is still open.
    await vi.waitFor(() => expect(fetch(`${server.url}/_health`)).rejects.toThrow(), patiently);
    expect(server.child!.exitCode).toBeNull();
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.secure_url).toMatch(/\/uploads\/.+\.png$/);
    expect(await exited).toBe(0);
  });
});

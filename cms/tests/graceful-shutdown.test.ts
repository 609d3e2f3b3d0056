import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './helpers/fixtures';
import { type ServerProcess, serverFleet } from './helpers/server-processes';

let fleet: Awaited<ReturnType<typeof serverFleet>>;
let server: ServerProcess & { child?: import('node:child_process').ChildProcess };

beforeAll(async () => {
  fleet = await serverFleet();
  server = await fleet.start('graceful');
});
afterAll(() => fleet.stopAll());

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
    const upload = slowUpload(server.url, await pngBytes(64, 64));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) =>
      server.child!.once('exit', (code) => resolve(code)),
    );
    server.child!.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${server.url}/_health`)).rejects.toThrow();
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.secure_url).toMatch(/\/uploads\/.+\.png$/);
    expect(await exited).toBe(0);
  });
});

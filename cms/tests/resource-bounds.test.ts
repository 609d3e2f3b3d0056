import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, pngDataUrl } from './helpers/fixtures';
import { residentMegabytes } from './helpers/process-memory';
import { type ServerProcess, serverFleet } from './helpers/server-processes';
import { STAFF } from './helpers/shop-server';

// Attacks on the server's memory, measured on a server process of its own so its RSS is its own.
let fleet: Awaited<ReturnType<typeof serverFleet>>;
let shop: ServerProcess;
let token: string;
/** The server's temporary folder (TMPDIR), where multipart uploads land while a request runs. */
const tmpdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-tmp-'));

const rss = () => residentMegabytes(shop.child.pid!);

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  fleet = await serverFleet();
  shop = await fleet.start('shop', { TMPDIR: tmpdir });
  token = (await (await post('/api/admin/login', STAFF)).json()).token;
});
afterAll(async () => {
  await fleet.stopAll();
  fs.rmSync(tmpdir, { recursive: true, force: true });
});

describe('the list cache', () => {
  it('keeps memory flat when every request asks for another limit', async () => {
    // Forty templates of about 9 KB each: a full copy of the list is about a megabyte encoded.
    const image = await pngDataUrl();
    for (let i = 0; i < 40; i++) {
      const created = await post(
        '/api/custom-products/create-custom-product-template',
        {
          name: `Template ${i}`,
          description: crypto.randomBytes(7000).toString('base64'),
          category: 'Posters',
          stock: 5,
          sizes: [{ size: 'A4', actualPrice: 900 }],
          templateImages: [image],
          fields: [],
        },
        { Authorization: token },
      );
      expect(created.status).toBe(201);
    }
    const list = (limit: number) =>
      fetch(`${shop.url}/api/custom-products/custom-admin-product-templates?limit=${limit}&x=${limit}`, {
        headers: { 'Accept-Encoding': 'br' },
      });
    for (let limit = 41; limit < 50; limit++) await (await list(limit)).arrayBuffer();
    const before = rss();
    for (let limit = 50; limit < 450; limit++) {
      const res = await list(limit);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Unbounded, the 400 copies took about 400 MB.
    expect(rss() - before).toBeLessThan(120);
  });
});

describe('compressed request bodies', () => {
  it('keep memory flat: a burst of gzip bodies inflating to 29 MB each is refused as it inflates', async () => {
    const bomb = zlib.gzipSync(JSON.stringify({ name: 'a'.repeat(29 * 1024 * 1024) }));
    const send = (path: string) =>
      fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body: bomb,
      });
    expect((await send('/api/orders/create-order')).status).toBe(413);
    const before = rss();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        send(i % 2 ? '/api/orders/create-order' : '/api/products/add-product'),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      ...Array<number>(8).fill(401),
      ...Array<number>(8).fill(413),
    ]);
    // Read whole, the 16 bodies took about 30 MB each.
    expect(rss() - before).toBeLessThan(100);
  });
});

describe('uploaded temporary files', () => {
  it('are all deleted when their request ends, whatever the answer', async () => {
    const photo = await pngBytes(32, 32);
    const upload = (route: string, field: string) => {
      const form = new FormData();
      form.append('upload_preset', 'ignored');
      form.append(field, new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
      return fetch(`${shop.url}${route}`, { method: 'POST', body: form });
    };
    const before = fs.readdirSync(tmpdir);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await upload('/api/custom-images', 'file'));
      answers.push(await upload('/api/custom-images', 'files'));
      answers.push(await upload('/api/products/add-product', 'file'));
      answers.push(await upload('/api/orders/create-order', 'file'));
    }
    const statuses = answers.map((res) => res.status);
    // Stored, refused for its field name, and refused before reading (no file taken there) five times each.
    expect(answers.filter((res) => res.ok)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 415)).toHaveLength(10);
    expect(fs.readdirSync(tmpdir)).toEqual(before);
  });
});

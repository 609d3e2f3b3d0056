import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from './helpers/fixtures';
import { residentMegabytes } from './helpers/process-memory';
import { type ServerProcess, serverFleet } from './helpers/server-processes';
import { STAFF } from './helpers/shop-server';

// Attacks on the server's memory, measured on a server process of its own so its RSS is its own.
let fleet: Awaited<ReturnType<typeof serverFleet>>;
let shop: ServerProcess;
let token: string;

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
  shop = await fleet.start('shop');
  token = (await (await post('/api/admin/login', STAFF)).json()).token;
});
afterAll(() => fleet.stopAll());

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

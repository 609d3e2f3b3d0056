import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/fixtures';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

// PUBLIC_URL says the shop is reached over https (TLS ends at a proxy in front).
let shop: TestShop;

beforeAll(async () => {
  shop = await startShop({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => shop.stop());

/** Sends the head of a request and part of its body, then hangs up. */
function hangUpMidBody(path: string, headers: Record<string, string>, partialBody: string) {
  const { port } = shop.server.address() as net.AddressInfo;
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = Object.entries({ Host: '127.0.0.1', ...headers })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n${partialBody}`, () => {
        socket.destroy();
        resolve();
      });
    });
  });
}

describe('answer headers', () => {
  it.each(['/api/products/all-products', '/api/admin/login', '/_health', '/admin/init', '/nope'])(
    '%s does not say it is Strapi',
    async (path) => {
      const res = await shop.api().get(path);
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('the panel’s refresh cookie is Secure when PUBLIC_URL is https', async () => {
    const res = await shop.api().post('/admin/login').send(STAFF).expect(200);
    const refresh = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('strapi_admin_refresh='),
    );
    expect(refresh).toBeDefined();
    expect(refresh).toMatch(/;\s*secure/i);
    expect(refresh).toMatch(/;\s*httponly/i);
  });
});

describe('a cached answer sent in front of Koa', () => {
  // The server's own module instance (compiled app): Koa's routes send through `sendEncoded`.
  const sending = createRequire(__filename)(
    path.resolve(__dirname, '..', 'dist', 'src', 'lib', 'serving', 'send-answer'),
  ) as typeof import('../src/lib/serving/send-answer');
  /** Headers that differ between any two answers (time, connection, a HEAD's missing body). */
  const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.includes(name)));

  it.each([
    ['a list', () => '/api/products/newly-added-products?limit=3'],
    ['a listing page', () => '/api/products/listing?search=poster'],
    ['a product', (id: string) => `/api/products/single-product/${id}`],
    ["a product's reviews", (id: string) => `/api/products/single-product/${id}/reviews`],
  ])('%s carries the headers Koa gives the same call, built from config', async (_kind, pathOf) => {
    const product = await createProduct(shop.strapi, { name: 'Header Poster' });
    const url = `${shop.baseUrl}${pathOf(product.documentId)}`;
    const headers = { 'Accept-Encoding': 'gzip' };
    await fetch(url, { headers });
    const throughKoa = vi.spyOn(sending, 'sendEncoded');
    try {
      const hit = await fetch(url, { headers });
      expect(hit.status).toBe(200);
      expect(throughKoa).not.toHaveBeenCalled();
      // HEAD is Koa's to answer (the front answers GETs), with its GET's headers.
      const koa = await fetch(url, { method: 'HEAD', headers });
      expect(throughKoa).toHaveBeenCalledTimes(1);
      expect(headersOf(hit)).toEqual(headersOf(koa));
      expect(hit.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(hit.headers.get('strict-transport-security')).toBeTruthy();
      expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      throughKoa.mockRestore();
    }
  });
});

describe('a client that hangs up mid-request', () => {
  it.each([
    ['a JSON body', '/api/orders/create-order', 'application/json', '{"customer":'],
    [
      'a photo upload',
      '/api/custom-images',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])('during %s is one line in the log, not a stack trace', async (_kind, path, type, partial) => {
    const error = vi.spyOn(shop.strapi.log, 'error');
    const warn = vi.spyOn(shop.strapi.log, 'warn');
    try {
      await hangUpMidBody(path, { 'Content-Type': type, 'Content-Length': '100000' }, partial);
      await vi.waitFor(() => expect(warn.mock.calls.length + error.mock.calls.length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      const [line] = warn.mock.calls[0] as unknown[];
      expect(typeof line).toBe('string');
      expect(line).not.toContain('\n');
      expect(line).toContain(path);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('a malformed path', () => {
  it.each([
    '/%',
    '/admin/%',
    '/product/%00',
    '/api/products/single-product/%E0%A4%A',
    '/uploads/%',
    '//robots.txt',
    '//uploads/a.png',
  ])('%s answers 400 and is one warning line, not a stack trace', async (path) => {
    const error = vi.spyOn(shop.strapi.log, 'error');
    const warn = vi.spyOn(shop.strapi.log, 'warn');
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const res = await shop.api().get(path);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The address is malformed');
      expect(error).not.toHaveBeenCalled();
      expect(stderr).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      const [line] = warn.mock.calls[0] as unknown[];
      expect(typeof line).toBe('string');
      expect(line).not.toContain('\n');
    } finally {
      error.mockRestore();
      warn.mockRestore();
      stderr.mockRestore();
    }
  });
});

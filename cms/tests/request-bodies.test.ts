import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

/** A JSON object whose text is `megabytes` MB: gzip makes it a few KB. */
function inflatingTo(megabytes: number): Buffer {
  return zlib.gzipSync(JSON.stringify({ name: 'a'.repeat(megabytes * 1024 * 1024) }));
}

/** Sends bytes as they are (supertest would serialise a Buffer as JSON). */
async function postBytes(path: string, body: Buffer | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, body: await res.json() };
}

interface RawAnswer {
  status: number;
  body: any;
  /** Whether the answer came before the request's body was finished. */
  beforeBodyEnded: boolean;
}

/**
 * Sends a body in chunks without Content-Length (chunked transfer), `chunks` times `chunk`; stops
 * sending as soon as the server answers.
 */
function sendChunked(path: string, chunk: Buffer, chunks: number, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { port } = new URL(shop.baseUrl);
    let ended = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        const parts: Buffer[] = [];
        const beforeBodyEnded = !ended;
        res.on('data', (part) => parts.push(part));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString();
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, beforeBodyEnded });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks && !req.destroyed) {
        sent++;
        if (!req.write(chunk)) return req.once('drain', writeMore);
      }
      if (sent >= chunks && !req.destroyed) {
        ended = true;
        req.end();
      }
    };
    writeMore();
  });
}

describe('request bodies are limited by their decoded size, whatever their encoding or spelling', () => {
  it('a gzip body that inflates past the route limit is a 413', async () => {
    const bomb = inflatingTo(29);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await postBytes('/api/orders/create-order', bomb, { 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/too large/);
  });

  it('a chunked body without Content-Length past the route limit is a 413 before it is all sent', async () => {
    const res = await sendChunked('/api/contact/save-message', Buffer.alloc(64 * 1024, 'a'), 200);
    expect(res.status).toBe(413);
    expect(res.beforeBodyEnded).toBe(true);
  });

  it('paths in other capitals or with a trailing slash get the route limit', async () => {
    const big = JSON.stringify({ name: 'a'.repeat(2 * 1024 * 1024) });
    for (const path of ['/API/Orders/Create-Order', '/api/orders/create-order/']) {
      await shop.api().post(path).set('Content-Type', 'application/json').send(big).expect(413);
    }
    const token = await shop.staffToken();
    const res = await postBytes('/API/Products/Add-Product', inflatingTo(40), {
      Authorization: token,
      'Content-Encoding': 'gzip',
    });
    expect(res.status).toBe(413);
  });

  it('paths of the Strapi panel stop a gzip body at 2 MB too', async () => {
    const res = await fetch(`${shop.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: new Uint8Array(inflatingTo(29)),
    });
    expect(res.status).toBe(413);
  });

  it('an unsupported Content-Encoding is a 415 with a message, a corrupt gzip body a 400', async () => {
    for (const encoding of ['br', 'compress', 'gzip, br']) {
      const res = await postBytes('/api/orders/create-order', zlib.brotliCompressSync('{}'), {
        'Content-Encoding': encoding,
      });
      expect(res.status).toBe(415);
      expect(res.body.error.message).toMatch(/Content-Encoding/);
    }
    const corrupt = Buffer.concat([
      zlib.gzipSync('{"name":"x"}').subarray(0, 10),
      Buffer.from('not gzip at all'),
    ]);
    const res = await postBytes('/api/orders/create-order', corrupt, { 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/gzip/);
  });

  it('a small gzip body is read as usual', async () => {
    const res = await postBytes('/api/contact/save-message', zlib.gzipSync(JSON.stringify({ name: 'Ali' })), {
      'Content-Encoding': 'gzip',
    });
    // Read and validated: the message is the contact form's, about the missing fields.
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toMatch(/gzip|large|Content-Encoding/);
  });

  it('a body for a staff route is refused with 401 before it is read when the sender is not staff', async () => {
    const res = await sendChunked('/api/products/add-product', Buffer.from('{"name":"'), 1_000_000);
    expect(res.status).toBe(401);
    expect(res.beforeBodyEnded).toBe(true);
  });

  it('multipart is refused with 415 on routes that take no file', async () => {
    for (const path of ['/api/orders/create-order', '/api/contact/save-message', '/api/upload']) {
      const res = await shop
        .api()
        .post(path)
        .attach('file', await pngBytes(), { filename: 'a.png', contentType: 'image/png' })
        .expect(415);
      expect(res.body.error.message).toMatch(/files/);
    }
  });
});

describe('texts with hidden or broken characters', () => {
  it('a name with a right-to-left override or an unpaired surrogate is a 400, not stored', async () => {
    for (const name of ['Ayesha\u202Egnp.exe', 'Ali \uD83D']) {
      const res = await postBytes(
        '/api/contact/save-message',
        JSON.stringify({ name, email: 'a@example.com', number: '0300 1234567', message: 'Hello' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'Full Name contains characters that are not allowed (text-direction controls or broken characters)',
      );
    }
    const urdu = await postBytes(
      '/api/contact/save-message',
      JSON.stringify({ name: 'عائشہ خان', email: 'a@example.com', number: '0300 1234567', message: 'Hello' }),
    );
    expect(urdu.status).toBeLessThan(300);
  });
});

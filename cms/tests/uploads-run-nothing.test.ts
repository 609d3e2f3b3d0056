import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './helpers/fixtures';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

// A panel account allowed to upload (here the owner) and the files a browser would run.
let shop: TestShop;
let panelToken: string;

const RUNNABLE = {
  'evil.html': ['text/html', '<script>alert(localStorage.getItem("token"))</script>'],
  'evil.js': ['application/javascript', 'alert(localStorage.getItem("token"))'],
  'evil.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  'evil.xml': ['application/xml', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
} as const;

beforeAll(async () => {
  shop = await startShop();
  const login = await shop.api().post('/admin/login').send(STAFF).expect(200);
  panelToken = login.body.data.token;
});
afterAll(() => shop.stop());

function panelUpload(filename: string, type: string, bytes: Buffer) {
  return shop
    .api()
    .post('/upload')
    .set('Authorization', `Bearer ${panelToken}`)
    .attach('files', bytes, { filename, contentType: type });
}

describe('the panel’s media library', () => {
  it.each(Object.entries(RUNNABLE))('refuses %s', async (filename, [type, text]) => {
    const res = await panelUpload(filename, type, Buffer.from(text));
    expect(res.status).toBe(400);
    expect(fs.readdirSync(path.join(shop.publicDir, 'uploads'))).not.toContainEqual(
      expect.stringMatching(/^evil/),
    );
  });

  it('serves HTML sent under an image’s name as that image type, never as HTML', async () => {
    const res = await panelUpload('poster.png', 'image/png', Buffer.from(RUNNABLE['evil.html'][1]));
    if (res.status === 201) {
      const served = await shop.api().get(res.body[0].url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    } else expect(res.status).toBe(400);
  });

  it('takes an image', async () => {
    const res = await panelUpload('poster.png', 'image/png', await pngBytes(40, 40));
    expect(res.status).toBe(201);
    const [file] = res.body;
    const served = await shop.api().get(file.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBeUndefined();
  });
});

describe('files under /uploads', () => {
  beforeAll(() => {
    for (const [name, [, text]] of Object.entries(RUNNABLE))
      fs.writeFileSync(path.join(shop.publicDir, 'uploads', `placed-${name}`), text);
  });

  it.each([
    '/uploads/placed-evil.html',
    '/uploads/placed-evil.js',
    '/uploads/placed-evil.svg',
    '/uploads/placed-evil.xml',
    '/uploads/placed-%65vil.html',
    '/uploads/./placed-evil.js',
  ])('%s is a sandboxed download a browser does not run', async (url) => {
    const res = await shop.api().get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('another spelling of the folder serves nothing', async () => {
    await shop.api().get('//uploads/placed-evil.html').expect(400);
  });
});

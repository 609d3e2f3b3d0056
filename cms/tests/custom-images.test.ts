import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb, pngBytes } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

describe('custom-images', () => {
  it('stores a photo and answers 200 {secure_url, public_id}, ignoring upload_preset and cloud_name', async () => {
    const res = await shop
      .api()
      .post('/api/custom-images')
      .field('upload_preset', 'ignored')
      .field('cloud_name', 'ignored')
      .attach('file', await pngBytes(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.secure_url).toBe(`${shop.baseUrl}${new URL(res.body.secure_url).pathname}`);
    expect(res.body.secure_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.png$/);
    expect(res.body.public_id).toBeTruthy();
    const served = await shop.api().get(new URL(res.body.secure_url).pathname).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Kept by the browser for a day: a page shown again does not download its pictures again.
    expect(served.headers['cache-control']).toBe('max-age=86400');
  });

  it('builds secure_url from the shop’s own origin, never from the Host header', async () => {
    const res = await shop
      .api()
      .post('/api/custom-images')
      .set('Host', 'evil.example')
      .attach('file', await pngBytes(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.secure_url.startsWith(`${shop.baseUrl}/uploads/`)).toBe(true);
  });

  it('strips EXIF and GPS metadata from a JPEG', async () => {
    const withGps = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Spy 3000' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await shop
      .api()
      .post('/api/custom-images')
      .attach('file', withGps, { filename: 'gps.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const stored = fs.readFileSync(path.join(shop.publicDir, new URL(res.body.secure_url).pathname));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Spy 3000'))).toBe(false);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const res = await shop
      .api()
      .post('/api/custom-images')
      .attach('file', Buffer.from('<script>alert(1)</script>'), {
        filename: 'evil.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(res.body.error.message).toBe(
      'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
    );
  });

  it('refuses a missing file and a file over 10 MB', async () => {
    const none = await shop.api().post('/api/custom-images').field('upload_preset', 'x').expect(400);
    expect(none.body.error.message).toBe('Invalid file provided');
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    const res = await shop.api().post('/api/custom-images').attach('file', huge, { filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size too large. Max 10MB allowed.');
  });

  it('refuses an image over 51 megapixels from its header at once, and other uploads keep moving', async () => {
    const upload = (bytes: Buffer) =>
      shop
        .api()
        .post('/api/custom-images')
        .attach('file', bytes, { filename: 'photo.png', contentType: 'image/png' });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    let started = Date.now();
    expect((await upload(photo)).ok).toBe(true);
    const normalMs = Date.now() - started;

    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(400 * 1024);
    started = Date.now();
    const bombs = Promise.all(Array.from({ length: 4 }, () => upload(bomb)));
    const small = await upload(await pngBytes());
    const refused = await bombs;
    const bombsMs = Date.now() - started;
    expect(small.ok).toBe(true);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'The image is too large: 10000 x 10000 pixels; at most 51 megapixels are accepted',
      );
    }
    // Decoded, each bomb took a minute; refused from its header, four take about as long as one photo.
    expect(bombsMs).toBeLessThan(4 * normalMs + 2000);
  });

  it('tells the type from the bytes: GIF and WebP are stored, TIFF and SVG refused', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } });
    for (const bytes of [await base.clone().gif().toBuffer(), await base.clone().webp().toBuffer()]) {
      const res = await shop.api().post('/api/custom-images').attach('file', bytes, { filename: 'a.png' });
      expect(res.ok).toBe(true);
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>');
    for (const bytes of [await base.clone().tiff().toBuffer(), svg]) {
      const res = await shop.api().post('/api/custom-images').attach('file', bytes, { filename: 'a.png' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^Invalid file type/);
    }
  });
});

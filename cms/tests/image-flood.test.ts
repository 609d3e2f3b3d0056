import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

// Behind a trusted proxy each upload can come from its own address; 5 megapixels a minute per address here.
let shop: TestShop;
let nextAddress = 1;
const freshIp = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  shop = await startShop({ TRUST_PROXY: 'true', RATE_LIMIT_CUSTOM_IMAGE_PIXELS: '5000000/60' });
});
afterAll(() => shop.stop());

function upload(bytes: Buffer, ip = freshIp()) {
  return shop
    .api()
    .post('/api/custom-images')
    .set('X-Forwarded-For', ip)
    .attach('file', bytes, { filename: 'photo.png', contentType: 'image/png' });
}

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#345678' } })
    .png()
    .toBuffer();
}

describe('shoppers’ photos against a flood', () => {
  it('are refused from their header above a phone camera’s full resolution (51 megapixels)', async () => {
    const res = await upload(pngBomb(7200, 7200));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'The image is too large: 7200 x 7200 pixels; at most 51 megapixels are accepted',
    );
  });

  it('count against their address’s allowance by pixels, not only by number', async () => {
    const ip = '203.0.113.70';
    const fourMegapixels = await photo(2000, 2000);
    expect((await upload(fourMegapixels, ip)).status).toBe(200);
    const limited = await upload(fourMegapixels, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(
      'Too many large pictures from your connection. Please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(fourMegapixels)).status).toBe(200);
  });

  it('wait in a bounded queue: past it an upload is refused at once with 429 and Retry-After', async () => {
    // Each within one address's allowance, from an address of its own: only the queue refuses them.
    const heavy = pngBomb(2200, 2200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(heavy)));
    expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    const busy = answers.filter((res) => res.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body.error.message).toBe(
      'The shop is busy processing pictures. Please try again in a few seconds.',
    );
    expect(busy[0].headers['retry-after']).toBe('10');
  });
});

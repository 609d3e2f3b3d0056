import fs from 'node:fs';
import path from 'node:path';
import { PRINT_READY_LONG_SIDE } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

/** A real iPhone-format picture (HEIF holding HEVC): see fixtures/README.md for where it is from. */
const HEIC = fs.readFileSync(path.join(__dirname, 'fixtures', 'rainbow-451x461.heic'));

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

function upload(bytes: Buffer, filename: string, contentType: string) {
  return shop.api().post('/api/custom-images').attach('file', bytes, { filename, contentType });
}

/** The stored file behind an upload's address, as its own header describes it. */
async function stored(url: string) {
  const res = await fetch(url);
  const { format, width, height, orientation } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { contentType: res.headers.get('content-type'), format, width, height, orientation };
}

describe('photos from phones', () => {
  it('takes an iPhone’s HEIC photo and stores it as a JPEG of its pixels, answering its width and height', async () => {
    const res = await upload(HEIC, 'IMG_0001.HEIC', 'image/heic').expect(200);
    expect(res.body).toMatchObject({ width: 451, height: 461 });
    expect(res.body.secure_url).toMatch(/\/uploads\/.+\.jpg$/);
    expect(await stored(res.body.secure_url)).toEqual({
      contentType: 'image/jpeg',
      format: 'jpeg',
      width: 451,
      height: 461,
      orientation: undefined,
    });
  });

  it('keeps the HEIC photo’s picture, not a blank: its colours survive the decoding', async () => {
    const res = await upload(HEIC, 'rainbow.heic', 'application/octet-stream').expect(200);
    const bytes = Buffer.from(await (await fetch(res.body.secure_url)).arrayBuffer());
    const { channels } = await sharp(bytes).stats();
    // A rainbow: each of red, green and blue runs from dark to bright across the picture.
    for (const channel of channels.slice(0, 3)) expect(channel.max - channel.min).toBeGreaterThan(150);
  });

  it('refuses a cut-off HEIC file with a clear 400, as any file that is not a whole image', async () => {
    const res = await upload(HEIC.subarray(0, 2000), 'cut.heic', 'image/heic').expect(400);
    expect(res.body.error.message).toBe(
      'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
    );
  });

  it('takes a 48-megapixel camera photo and stores it at the print-ready size', async () => {
    const camera = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#5a7d9a' } })
      .jpeg()
      .toBuffer();
    const res = await upload(camera, 'IMG_48MP.jpg', 'image/jpeg').expect(200);
    const short = Math.round((6048 * PRINT_READY_LONG_SIDE) / 8064);
    expect(res.body).toMatchObject({ width: PRINT_READY_LONG_SIDE, height: short });
    expect(await stored(res.body.secure_url)).toMatchObject({
      format: 'jpeg',
      width: PRINT_READY_LONG_SIDE,
      height: short,
    });
  });

  it('refuses a photo over 51 megapixels with a clear 400 naming the limit', async () => {
    const res = await upload(pngBomb(8700, 6000), 'huge.png', 'image/png').expect(400);
    expect(res.body.error.message).toBe(
      'The image is too large: 8700 x 6000 pixels; at most 51 megapixels are accepted',
    );
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { localSharePicture, renderShareCopy, shareCopyPath, uploadHashOfShareCopy } from './share-copy';

describe('where a local picture’s share copy lives', () => {
  it('is a JPEG named by the upload’s hash under /uploads/share/, whatever the picture’s format', () => {
    expect(shareCopyPath('/uploads/moonlit_poster_a1b2c3.webp')).toBe(
      '/uploads/share/moonlit_poster_a1b2c3.jpg',
    );
    expect(shareCopyPath('/uploads/card-2_ff09.PNG')).toBe('/uploads/share/card-2_ff09.jpg');
    expect(uploadHashOfShareCopy('/uploads/share/moonlit_poster_a1b2c3.jpg')).toBe('moonlit_poster_a1b2c3');
  });

  it('is no path for pictures stored elsewhere, a copy by width, or a path that leaves the uploads', () => {
    for (const url of [
      'https://res.cloudinary.com/shop/image/upload/v1/abc.png',
      'https://elsewhere.example/uploads/abc.webp',
      '/uploads/share/abc.jpg',
      '/uploads/../config/abc.png',
      '/uploads/abc',
      '/images/share-preview.jpg',
    ]) {
      expect(shareCopyPath(url)).toBeNull();
    }
    for (const pathname of [
      '/uploads/share/abc.webp',
      '/uploads/share/../abc.jpg',
      '/uploads/share/%2e%2e%2fabc.jpg',
      '/uploads/share/a/b.jpg',
      '/uploads/abc.jpg',
    ]) {
      expect(uploadHashOfShareCopy(pathname)).toBeNull();
    }
  });

  it('is stated in the head as a 1200 × 630 JPEG', () => {
    expect(localSharePicture('/uploads/abc_1.webp')).toEqual({
      url: '/uploads/share/abc_1.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    expect(localSharePicture('https://elsewhere.example/abc.webp')).toBeNull();
  });
});

describe('a share copy', () => {
  it('shows a portrait WebP poster whole, centred on the neutral ground, as a 1200 × 630 JPEG', async () => {
    const poster = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#aa2244' } })
      .webp()
      .toBuffer();
    const copy = await renderShareCopy(poster);
    const { format, width, height } = await sharp(copy).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const pixelAt = async (left: number, top: number) => {
      const { data } = await sharp(copy)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 6);
    // The poster fills the height (504 wide at 630 high) in the middle; the sides are the ground.
    expect(near(await pixelAt(600, 315), [0xaa, 0x22, 0x44])).toBe(true);
    expect(near(await pixelAt(600, 2), [0xaa, 0x22, 0x44])).toBe(true);
    expect(near(await pixelAt(10, 315), [0xee, 0xee, 0xee])).toBe(true);
    expect(near(await pixelAt(1190, 315), [0xee, 0xee, 0xee])).toBe(true);
  });

  it('puts a transparent picture on the ground, not on black', async () => {
    const clear = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const copy = await renderShareCopy(clear);
    const { data } = await sharp(copy)
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((value) => Math.abs(value - 0xee) <= 6)).toBe(true);
  });
});

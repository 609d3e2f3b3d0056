import { describe, expect, it } from 'vitest';
import { fullSizeUrlOf, imageBytesOf, type ResourceEntry } from './image-bytes.js';

const entry = (
  name: string,
  initiatorType: string,
  encodedBodySize: number,
  transferSize = 0,
): ResourceEntry => ({
  name,
  initiatorType,
  encodedBodySize,
  transferSize,
});

describe('imageBytesOf', () => {
  it('adds the images a page fetched, each URL once, leaving scripts and API answers out', () => {
    const result = imageBytesOf([
      entry('https://shop.example/uploads/w320_a.png', 'img', 10_000, 10_300),
      entry('https://shop.example/uploads/w320_a.png', 'img', 10_000, 0),
      entry('https://res.cloudinary.com/c/image/upload/f_auto,q_auto,w_640/v1/b.png', 'img', 20_000),
      entry('https://shop.example/images/hero.webp', 'css', 5_000),
      entry('https://shop.example/assets/index.js', 'script', 90_000),
      entry('https://shop.example/api/products/newest', 'fetch', 4_000),
      entry('https://shop.example/assets/font.woff2', 'css', 30_000),
    ]);
    expect(result).toMatchObject({ images: 3, bytes: 10_300 + 20_000 + 5_000 });
  });

  it('is nothing for a page without images', () => {
    expect(imageBytesOf([entry('https://shop.example/assets/index.js', 'script', 90_000)])).toEqual({
      images: 0,
      bytes: 0,
      urls: [],
    });
  });

  it('finds the full-size image behind a local copy or a Cloudinary transformation', () => {
    expect(fullSizeUrlOf('https://shop.example/uploads/w640_abc.webp')).toBe(
      'https://shop.example/uploads/abc.webp',
    );
    expect(fullSizeUrlOf('https://shop.example/uploads/thumbnail_abc.webp')).toBe(
      'https://shop.example/uploads/abc.webp',
    );
    expect(fullSizeUrlOf('https://shop.example/uploads/abc.webp')).toBe(
      'https://shop.example/uploads/abc.webp',
    );
    expect(
      fullSizeUrlOf('https://res.cloudinary.com/c/image/upload/f_auto,q_auto,w_640/v17/shop/a.png'),
    ).toBe('https://res.cloudinary.com/c/image/upload/v17/shop/a.png');
    expect(fullSizeUrlOf('https://shop.example/images/banners/main-800.webp')).toBe(
      'https://shop.example/images/banners/main-1600.webp',
    );
  });
});

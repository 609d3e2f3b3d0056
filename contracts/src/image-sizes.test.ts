import { describe, expect, it } from 'vitest';
import { cloudinaryAtWidth, cloudinarySharePicture, imageAtWidth, imageSources } from './image-sizes';

const CLOUD = 'https://res.cloudinary.com/shop/image/upload/v1700000000/wall-art/abc.png';
const LOCAL = {
  url: 'https://shop.example/uploads/abc.png',
  variants: [
    { url: 'https://shop.example/uploads/w640_abc.png', width: 640 },
    { url: 'https://shop.example/uploads/w320_abc.png', width: 320 },
    { url: 'https://shop.example/uploads/abc.png', width: 800 },
  ],
};

describe('image sizes', () => {
  it('asks Cloudinary for a width, a modern format and automatic quality by URL', () => {
    expect(cloudinaryAtWidth(CLOUD, 640)).toBe(
      'https://res.cloudinary.com/shop/image/upload/f_auto,q_auto,w_640/v1700000000/wall-art/abc.png',
    );
    expect(cloudinaryAtWidth(LOCAL.url, 640)).toBeNull();
  });

  it('gives a Cloudinary image a srcset over the shop’s widths', () => {
    const sources = imageSources(CLOUD, '300px', 320);
    expect(sources.src).toContain('/f_auto,q_auto,w_320/v1700000000/');
    expect(sources.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    expect(sources.sizes).toBe('300px');
  });

  it('gives a local image a srcset of its generated copies, smallest first, and the copy wide enough', () => {
    const sources = imageSources(LOCAL, '300px', 600);
    expect(sources.src).toBe('https://shop.example/uploads/w640_abc.png');
    expect(sources.srcSet).toBe(
      'https://shop.example/uploads/w320_abc.png 320w, https://shop.example/uploads/w640_abc.png 640w, https://shop.example/uploads/abc.png 800w',
    );
  });

  it('keeps a bare URL without copies as it is', () => {
    expect(imageSources('https://shop.example/uploads/x.png', '300px', 320)).toEqual({
      src: 'https://shop.example/uploads/x.png',
    });
    expect(imageAtWidth({ url: LOCAL.url, variants: LOCAL.variants }, 2000)).toBe(LOCAL.url);
    expect(imageAtWidth(LOCAL, 1200)).toBe(LOCAL.url);
  });
});

describe('a Cloudinary picture’s share preview', () => {
  it('is the whole picture padded to a 1200 × 630 JPEG on the neutral ground, by transformation', () => {
    expect(cloudinarySharePicture(CLOUD)).toEqual({
      url: 'https://res.cloudinary.com/shop/image/upload/c_pad,b_rgb:eeeeee,w_1200,h_630,f_jpg,q_auto/v1700000000/wall-art/abc.png',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    expect(cloudinarySharePicture(LOCAL.url)).toBeNull();
  });
});

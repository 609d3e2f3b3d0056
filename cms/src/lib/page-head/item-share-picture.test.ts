import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { itemSharePicture } from './item-share-picture';

const ORIGIN = 'https://shop.example.com';

describe('a product’s share preview', () => {
  it('on local storage is the picture’s JPEG share copy, 1200 × 630, even when the picture is a WebP', () => {
    const picture = itemSharePicture(ORIGIN, {
      url: '/uploads/moonlit_a1b2.webp',
      public_id: 'moonlit_a1b2',
      variants: [{ url: '/uploads/w1280_moonlit_a1b2.webp', width: 1280 }],
    });
    expect(picture).toEqual({
      url: 'https://shop.example.com/uploads/share/moonlit_a1b2.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });

  it('on Cloudinary is the padded JPEG by transformation', () => {
    const picture = itemSharePicture(ORIGIN, {
      url: 'https://res.cloudinary.com/shop/image/upload/v17/wall-art/abc.webp',
      public_id: 'abc',
    });
    expect(picture.url).toBe(
      'https://res.cloudinary.com/shop/image/upload/c_pad,b_rgb:eeeeee,w_1200,h_630,f_jpg,q_auto/v17/wall-art/abc.webp',
    );
    expect(picture).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
  });

  it('stored anywhere else is the picture as it is, with no size or type it cannot promise', () => {
    const picture = itemSharePicture(ORIGIN, {
      url: 'https://elsewhere.example/poster.webp',
      public_id: 'x',
    });
    expect(picture).toEqual({ url: 'https://elsewhere.example/poster.webp' });
  });

  it('is stated in the head with og:image:type image/jpeg and its 1200 × 630 size, twitter:image the same', () => {
    const image = itemSharePicture(ORIGIN, { url: '/uploads/moonlit_a1b2.webp', public_id: 'moonlit_a1b2' });
    const html = headTags({
      title: 'Moonlit | Shop',
      description: 'A poster',
      canonicalUrl: `${ORIGIN}/product/abc`,
      siteName: 'Shop',
      type: 'product',
      image,
      structuredData: [],
    });
    const copy = 'https://shop.example.com/uploads/share/moonlit_a1b2.jpg';
    expect(html).toContain(`<meta property="og:image" content="${copy}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${copy}" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
  });
});

import { describe, expect, it } from 'vitest';
import { type ShopPhotoPlaces, shopPhotoLink } from './shop-photo-link';

const SHOP: ShopPhotoPlaces = {
  base: 'https://shop.example',
  shopOrigins: ['https://shop.example', 'https://api.shop.example'],
  cloudinaryPrefix: 'https://res.cloudinary.com/demo/',
};

describe('a photo the shop itself stored', () => {
  it.each([
    ['/uploads/photo.jpg', 'https://shop.example/uploads/photo.jpg'],
    ['  /uploads/custom/moon_abc.jpg ', 'https://shop.example/uploads/custom/moon_abc.jpg'],
    ['https://shop.example/uploads/a/b.webp', 'https://shop.example/uploads/a/b.webp'],
    ['https://api.shop.example/uploads/c.png', 'https://api.shop.example/uploads/c.png'],
    ['HTTPS://SHOP.EXAMPLE/uploads/d.png', 'https://shop.example/uploads/d.png'],
    [
      'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
      'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
    ],
  ])('links %s', (value, href) => {
    expect(shopPhotoLink(value, SHOP)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)//uploads/x.png',
    'data:image/png;base64,AAAA',
    'https://evil.example/uploads/photo.jpg',
    '//evil.example/uploads/x.png',
    '/uploads/../api/orders/all-orders',
    '/uploads/%2e%2e/api/orders/all-orders',
    'https://shop.example/uploads/../admin',
    'https://shop.example/api/orders/all-orders',
    'http://shop.example:8080/uploads/x.png',
    'https://res.cloudinary.com/someone-else/image/upload/v1/x',
    'http://res.cloudinary.com/demo/image/upload/v1/x',
    'https://res.cloudinary.com.evil.example/demo/x.png',
    'https://user:pass@shop.example/uploads/x.png',
    'uploads/x.png',
    'photo.jpeg',
    'Happy Birthday Ayesha',
  ])('leaves %s as text', (value) => {
    expect(shopPhotoLink(value, SHOP)).toBeNull();
  });

  it('is never a value that is not text', () => {
    for (const value of [undefined, null, 42, { url: '/uploads/x.png' }])
      expect(shopPhotoLink(value, SHOP)).toBeNull();
  });

  it('is on no Cloudinary account when the shop has none', () => {
    const local = { ...SHOP, cloudinaryPrefix: '' };
    expect(shopPhotoLink('https://res.cloudinary.com/demo/image/upload/v1/x', local)).toBeNull();
    expect(shopPhotoLink('/uploads/x.png', local)).toBe('https://shop.example/uploads/x.png');
  });
});

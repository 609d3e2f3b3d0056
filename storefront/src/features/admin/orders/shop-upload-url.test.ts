import { shopUploadUrl, uploadPlacesOf } from './shop-upload-url';

const places = uploadPlacesOf('https://shop.example', 'https://api.shop.example/api', 'demo');

describe('shopUploadUrl', () => {
  it.each([
    ['/uploads/photo.jpg', 'https://shop.example/uploads/photo.jpg'],
    ['https://shop.example/uploads/a/b.webp', 'https://shop.example/uploads/a/b.webp'],
    ['https://api.shop.example/uploads/c.png', 'https://api.shop.example/uploads/c.png'],
    [
      'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
      'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
    ],
  ])('links %s, an upload of this shop', (value, href) => {
    expect(shopUploadUrl(value, places)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:image/png;base64,AAAA',
    'https://evil.example/uploads/photo.jpg',
    'https://cdn.example.com/a/b.png',
    '//evil.example/uploads/x.png',
    '/uploads/../api/orders/all-orders',
    'https://shop.example/api/orders/all-orders',
    'https://res.cloudinary.com/someone-else/image/upload/v1/x',
    'http://res.cloudinary.com/demo/image/upload/v1/x',
    'https://res.cloudinary.com.evil.example/demo/x.png',
    'https://user:pass@shop.example/uploads/x.png',
    'photo.jpeg',
    'Happy Birthday Ayesha',
  ])('shows %s as text', (value) => {
    expect(shopUploadUrl(value, places)).toBeNull();
  });

  it('takes any Cloudinary account when no cloud name is configured', () => {
    const open = uploadPlacesOf('https://shop.example', '/api', '');
    expect(shopUploadUrl('https://res.cloudinary.com/x/image/upload/y', open)).toBe(
      'https://res.cloudinary.com/x/image/upload/y',
    );
    expect(shopUploadUrl('https://api.shop.example/uploads/c.png', open)).toBeNull();
  });
});

import { customValueText, downloadNameOf, isImageLike } from './custom-values';

describe('isImageLike', () => {
  it.each([
    '/uploads/photo.JPG',
    'https://cdn.example.com/a/b.png?w=200',
    'photo.jpeg',
    'cover.webp',
    'logo.svg',
    'scan.bmp',
    'anim.gif',
    'https://res.cloudinary.com/demo/image/upload/v1/abc',
    'http://example.com/uploads/abc',
  ])('sees a picture in %s', (value) => {
    expect(isImageLike(value)).toBe(true);
  });

  it.each(['Happy Birthday Ayesha', 'I like png files', 'http://example.com/page', 'upload-me', '#aa3344'])(
    'sees text in %s',
    (value) => {
      expect(isImageLike(value)).toBe(false);
    },
  );

  it('never sees a picture in a value that is not text', () => {
    expect(isImageLike({ url: 'a.png' })).toBe(false);
    expect(isImageLike(42)).toBe(false);
  });
});

describe('customValueText', () => {
  it('shows text as it is and anything else serialized', () => {
    expect(customValueText('Gold')).toBe('Gold');
    expect(customValueText(3)).toBe('3');
    expect(customValueText({ line: 2 })).toBe('{"line":2}');
  });
});

describe('downloadNameOf', () => {
  it("names the file '{key}-order-{orderNumber}-item-{n}', or 'custom-image' without a key", () => {
    expect(downloadNameOf('Photo', 'ORD-1001', 2)).toBe('Photo-order-ORD-1001-item-2');
    expect(downloadNameOf('', 'ORD-1001', 1)).toBe('custom-image');
  });
});

import { describe, expect, it } from 'vitest';
import { isImageValue, isUploadedImage } from './image-value';

describe('isImageValue', () => {
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
    expect(isImageValue(value)).toBe(true);
  });

  it.each(['Happy Birthday Ayesha', 'I like png files', 'http://example.com/page', 'upload-me', '#aa3344'])(
    'sees text in %s',
    (value) => {
      expect(isImageValue(value)).toBe(false);
    },
  );

  it('never sees a picture in a value that is not text', () => {
    expect(isImageValue({ url: 'a.png' })).toBe(false);
    expect(isImageValue(42)).toBe(false);
  });
});

describe('isUploadedImage', () => {
  it.each([
    'https://res.example.com/image/upload/v1/a.jpg',
    '/uploads/custom-image-1.webp',
    'https://res.cloudinary.com/demo/image/upload/v1/abc',
  ])('takes the uploaded picture %s', (value) => {
    expect(isUploadedImage(value)).toBe(true);
  });

  it.each(['Sara', 'photo.jpg is nice', 'photo.jpg', 'javascript:alert(1)', 'http://example.com/page'])(
    'refuses %s: not an uploaded picture',
    (value) => {
      expect(isUploadedImage(value)).toBe(false);
    },
  );
});

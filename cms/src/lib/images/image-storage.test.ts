import { describe, expect, it } from 'vitest';
import { imageStorageLine } from './image-storage';

describe('imageStorageLine', () => {
  it('names the Cloudinary cloud when images go there', () => {
    expect(imageStorageLine('cloudinary', 'wall-art-shop', '/srv/shop/public')).toBe(
      'Images are stored on Cloudinary, cloud "wall-art-shop"',
    );
  });

  it('names the local folder otherwise', () => {
    expect(imageStorageLine('local', undefined, '/srv/shop/public')).toBe(
      'Images are stored in the local folder /srv/shop/public/uploads',
    );
  });
});

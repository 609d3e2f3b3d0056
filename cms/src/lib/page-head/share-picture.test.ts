import path from 'node:path';
import { DEFAULT_SHARE_PICTURE } from '@shop/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

describe('the shop’s default share picture', () => {
  it('is the JPEG of the size the page heads state, served with the storefront’s files', async () => {
    const file = path.resolve(__dirname, '../../../../storefront/public', DEFAULT_SHARE_PICTURE.url.slice(1));
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({
      format: 'jpeg',
      width: DEFAULT_SHARE_PICTURE.width,
      height: DEFAULT_SHARE_PICTURE.height,
    });
  });
});

// What the test suites and the benchmark order with and upload: the shopper, pictures made on the spot.
import sharp from 'sharp';

export { SHOPPER } from './shopper.mjs';

/** A plain picture of `width` x `height` in one colour, encoded as PNG or JPEG. */
export function pictureBytes({ width = 8, height = 8, colour = '#7a1f2b', format = 'png' } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

// What the test suites and the benchmark order with and upload: one shopper, pictures made on the spot.
import sharp from 'sharp';

/** A shopper with every checkout field filled. */
export const SHOPPER = Object.freeze({
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  address: '12 Canal Road',
  city: 'Lahore',
  country: 'Pakistan',
});

/** A plain picture of `width` x `height` in one colour, encoded as PNG or JPEG. */
export function pictureBytes({ width = 8, height = 8, colour = '#7a1f2b', format = 'png' } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

import sharp from 'sharp';

/** A small picture made on the spot, as a file for an <input type="file">. */
export async function pictureFile(name: string, colour: string, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

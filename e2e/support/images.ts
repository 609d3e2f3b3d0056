import { pictureBytes } from '../../scripts/lib/fixtures.mjs';

/** A small picture made on the spot, as a file for an <input type="file">. */
export async function pictureFile(name: string, colour: string, format: 'png' | 'jpeg' = 'png') {
  const buffer = await pictureBytes({ width: 320, height: 240, colour, format });
  return { name, mimeType: `image/${format}`, buffer };
}

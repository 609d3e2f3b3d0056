import path from 'node:path';

/** Which storage holds the shop's images, in one line for the start-up log. */
export function imageStorageLine(provider: unknown, cloudName: unknown, publicDir: string): string {
  if (provider === 'cloudinary') return `Images are stored on Cloudinary, cloud "${String(cloudName)}"`;
  return `Images are stored in the local folder ${path.join(publicDir, 'uploads')}`;
}

import { storedImageSchema } from '@shop/contracts';
import { z } from 'zod';

/** In the staff area an image is a URL string (older records) or {url, public_id} (spec point 3). */
export const adminImageSchema = z.union([z.string(), storedImageSchema]);
export type AdminImage = z.infer<typeof adminImageSchema>;

export function imageUrl(image: AdminImage | undefined): string | undefined {
  if (!image) return undefined;
  return typeof image === 'string' ? image : image.url;
}

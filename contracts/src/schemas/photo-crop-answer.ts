// zod/mini: the stored cart reads it on every page (decision 0017). Keep classic `zod` out.
import * as z from 'zod/mini';
import { PHOTO_CROP_TURNS } from '../photo-crop-options';

/** A photo crop as stored and answered (rules: photo-crop.ts). */
export const photoCropAnswerSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.literal(PHOTO_CROP_TURNS),
});

/** A line's crops as stored and answered, by photo field. */
export const photoCropsAnswerSchema = z.record(z.string(), photoCropAnswerSchema);

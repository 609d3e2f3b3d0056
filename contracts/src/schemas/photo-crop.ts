import { z } from 'zod';
import { MAX_PHOTO_CROPS, PHOTO_CROP_MIN_SIDE, PHOTO_CROP_TURNS } from '../photo-crop-options';

// The crop react-easy-crop gives may overshoot an edge by a rounding error.
const EDGE_SLACK = 1e-6;

const fraction = (name: string) =>
  z
    .number({ error: `Photo crop ${name} must be a number from 0 to 1` })
    .min(0, `Photo crop ${name} must be a number from 0 to 1`)
    .max(1, `Photo crop ${name} must be a number from 0 to 1`);

const side = (name: string) =>
  fraction(name).min(
    PHOTO_CROP_MIN_SIDE,
    `Photo crop ${name} must be at least ${PHOTO_CROP_MIN_SIDE} of the photo`,
  );

/**
 * The part of a shopper's photo that fills its area on the template (issue #36): the photo is first
 * turned clockwise by `rotation` (0, 90, 180 or 270 degrees), then `x, y, width, height` cut it, in
 * fractions of the turned photo's width and height (its upright pixels, EXIF orientation applied).
 */
export const photoCropSchema = z
  .strictObject(
    {
      x: fraction('x'),
      y: fraction('y'),
      width: side('width'),
      height: side('height'),
      rotation: z.literal(PHOTO_CROP_TURNS, {
        error: `Photo crop rotation must be one of: ${PHOTO_CROP_TURNS.join(', ')} (degrees)`,
      }),
    },
    { error: 'A photo crop is an object of x, y, width, height and rotation' },
  )
  .refine((crop) => crop.x + crop.width <= 1 + EDGE_SLACK && crop.y + crop.height <= 1 + EDGE_SLACK, {
    message: 'Photo crop must lie inside the photo (x + width and y + height at most 1)',
  });
export type PhotoCrop = z.output<typeof photoCropSchema>;

/** A line's crops, by the name of the photo field each crops. */
export const photoCropsSchema = z
  .record(z.string().max(100), photoCropSchema, { error: 'Photo crops must map photo fields to crops' })
  .refine((crops) => Object.keys(crops).length <= MAX_PHOTO_CROPS, `At most ${MAX_PHOTO_CROPS} photo crops`);
export type PhotoCrops = z.output<typeof photoCropsSchema>;

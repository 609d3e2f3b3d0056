import { PHOTO_CROP_MIN_SIDE, type PhotoCrop, type PhotoCropTurn } from '@shop/contracts';

/** The part of the (turned) photo the cropper shows, in percent of its width and height. */
export interface CroppedArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
// Six decimals: a millionth of a 5,000-pixel photo is far under a pixel.
const fraction = (percent: number) => Math.round(percent * 10_000) / 1_000_000;

/**
 * The cropper's area as the order keeps it: fractions of the turned photo, inside it, with the turn;
 * null while the photo has no size yet (not loaded, or not an image the browser can show).
 */
export function photoCropOf(area: CroppedArea, rotation: PhotoCropTurn): PhotoCrop | null {
  if (!(area.width > 0 && area.height > 0 && Number.isFinite(area.x) && Number.isFinite(area.y))) return null;
  const width = clamp(fraction(area.width), PHOTO_CROP_MIN_SIDE, 1);
  const height = clamp(fraction(area.height), PHOTO_CROP_MIN_SIDE, 1);
  return {
    x: clamp(fraction(area.x), 0, 1 - width),
    y: clamp(fraction(area.y), 0, 1 - height),
    width,
    height,
    rotation,
  };
}

/** The next quarter turn clockwise. */
export function nextTurn(rotation: PhotoCropTurn): PhotoCropTurn {
  return ((rotation + 90) % 360) as PhotoCropTurn;
}

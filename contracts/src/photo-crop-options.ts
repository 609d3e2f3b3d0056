/** The turns a shopper may give a photo inside its area, in degrees clockwise. */
export const PHOTO_CROP_TURNS = [0, 90, 180, 270] as const;
export type PhotoCropTurn = (typeof PHOTO_CROP_TURNS)[number];

/** The smallest crop side, as a fraction of the photo: a crop no tighter than a hundredth of it. */
export const PHOTO_CROP_MIN_SIDE = 0.01;

/** Photos per line that can be cropped: a template holds at most 30 custom fields. */
export const MAX_PHOTO_CROPS = 30;

import type { PhotoCrop, PhotoCrops } from '../schemas/photo-crop';
import type { PhotoPixels } from './print-resolution';

/** The photo's width and height once turned by a crop's rotation. */
export function turnedPixels(photo: PhotoPixels, rotation: PhotoCrop['rotation']): PhotoPixels {
  return rotation === 90 || rotation === 270 ? { width: photo.height, height: photo.width } : photo;
}

/**
 * The pixels of the photo a crop keeps (the whole photo without one): what is printed in the area, so
 * what its print resolution is judged on.
 */
export function croppedPixels(photo: PhotoPixels, crop?: PhotoCrop | null): PhotoPixels {
  if (!crop) return photo;
  const turned = turnedPixels(photo, crop.rotation);
  return {
    width: Math.max(1, Math.round(turned.width * crop.width)),
    height: Math.max(1, Math.round(turned.height * crop.height)),
  };
}

/** A photo field's crop among a line's, read as an own key (a field may be named 'constructor'). */
export function cropOfField(crops: PhotoCrops | null | undefined, fieldName: string): PhotoCrop | undefined {
  return crops && Object.keys(crops).includes(fieldName) ? crops[fieldName] : undefined;
}

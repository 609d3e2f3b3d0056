import type { FieldLayoutAnswer, PhotoCrop } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { CATALOGUE_PICTURE_ASPECT } from './layout-style';

/**
 * Places a photo so that its crop fills the photo's area. The area is a CSS size container, so the
 * turned photo is sized in the area's width (cqw) and height (cqh) units: 1 ÷ the crop's width of
 * the area's width, and so on; the image is centred on the turned photo's centre and turned there.
 */
export function croppedPhotoStyle(crop: PhotoCrop): CSSProperties {
  const turnedWidth = 100 / crop.width;
  const turnedHeight = 100 / crop.height;
  const quarterTurn = crop.rotation === 90 || crop.rotation === 270;
  return {
    position: 'absolute',
    left: `${((0.5 - crop.x) / crop.width) * 100}cqw`,
    top: `${((0.5 - crop.y) / crop.height) * 100}cqh`,
    width: quarterTurn ? `${turnedHeight}cqh` : `${turnedWidth}cqw`,
    height: quarterTurn ? `${turnedWidth}cqw` : `${turnedHeight}cqh`,
    maxWidth: 'none',
    transform: `translate(-50%, -50%) rotate(${crop.rotation}deg)`,
  };
}

/** The width ÷ height of a photo's area: the one staff set, else the box's on a catalogue-shaped picture. */
export function photoAreaAspect(layout: Pick<FieldLayoutAnswer, 'w' | 'h' | 'aspect'>): number {
  return layout.aspect ?? (layout.w / layout.h) * CATALOGUE_PICTURE_ASPECT;
}

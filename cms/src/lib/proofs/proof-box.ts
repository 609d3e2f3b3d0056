import type { FieldLayoutAnswer } from '@shop/contracts';

/** A field's box on the picture, in whole pixels, inside the picture. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A layout's box (fractions of the picture, as the preview places it) in the pixels of a picture of this size. */
export function pixelBox(
  layout: Pick<FieldLayoutAnswer, 'x' | 'y' | 'w' | 'h'>,
  width: number,
  height: number,
): PixelBox {
  const left = Math.min(width - 1, Math.max(0, Math.round(layout.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(layout.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(layout.w * width))),
    height: Math.max(1, Math.min(height - top, Math.round(layout.h * height))),
  };
}

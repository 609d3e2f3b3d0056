import {
  type FieldLayout,
  LAYOUT_ASPECT,
  LAYOUT_MIN_BOX,
  LAYOUT_TEXT_DEFAULTS,
  PHOTO_LAYOUT_TYPES,
} from '@shop/contracts';

/** A field's box on the picture, in fractions of its width and height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How far one arrow key press moves or resizes a box. */
export const KEY_STEP = 0.01;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
// Four decimals are a tenth of a pixel on a 1000-pixel picture, and keep x + w from drifting over 1.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The box moved by (dx, dy), kept whole inside the picture. */
export function movedBox(box: Box, dx: number, dy: number): Box {
  return {
    ...box,
    x: round(clamp(box.x + dx, 0, 1 - box.w)),
    y: round(clamp(box.y + dy, 0, 1 - box.h)),
  };
}

/** The box grown by (dw, dh) from its top-left corner, no smaller than the least box, inside the picture. */
export function resizedBox(box: Box, dw: number, dh: number): Box {
  return {
    ...box,
    w: round(clamp(box.w + dw, LAYOUT_MIN_BOX, 1 - box.x)),
    h: round(clamp(box.h + dh, LAYOUT_MIN_BOX, 1 - box.y)),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/** Arrow keys move the box; with shift they resize it. Null for any other key. */
export function boxAfterKey(box: Box, key: string, shift: boolean): Box | null {
  const step = ARROWS[key];
  if (!step) return null;
  return shift ? resizedBox(box, ...step) : movedBox(box, ...step);
}

/** A photo area's printed width ÷ height, from its box and the picture's own width ÷ height. */
export function photoAspect(box: Box, pictureAspect: number): number {
  const aspect = (box.w / box.h) * pictureAspect;
  return Math.round(clamp(aspect, LAYOUT_ASPECT.min, LAYOUT_ASPECT.max) * 1000) / 1000;
}

/** Where a newly placed field starts: a band across the picture, lower for each field so boxes do not stack. */
export function startingLayout(fieldType: string, index: number): FieldLayout {
  const y = round(0.1 + ((index * 0.12) % 0.8));
  if ((PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType))
    return { x: 0.3, y: Math.min(y, 0.6), w: 0.4, h: 0.3 };
  return { x: 0.1, y, w: 0.8, h: 0.1, ...LAYOUT_TEXT_DEFAULTS };
}

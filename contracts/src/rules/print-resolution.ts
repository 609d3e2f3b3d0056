import type { PrintSize } from './print-size';
import { type PrintSizeMap, printSizeFor } from './print-size-map';
import { type RuleValues, ruleText } from './rule-texts';

/** At or above this many dots per inch a photo prints sharp. */
export const SHARP_DPI = 150;
/** Below this a photo is too small to print at that size: the shop refuses it. */
export const PRINTABLE_DPI = 100;

export interface PhotoPixels {
  width: number;
  height: number;
}

export type PrintVerdict = 'sharp' | 'soft' | 'too-small';

export interface PrintQuality {
  verdict: PrintVerdict;
  /** The photo's effective resolution at that size, in whole dots per inch. */
  dpi: number;
  /** What the shopper is told; '' when sharp. */
  message: string;
  /** The message's values (size, dpi, needed, sharpSize when one would be sharp); absent when sharp. */
  values?: RuleValues;
}

/**
 * The photo's dots per inch when it fills the print (cropped to the print's shape, turned to its
 * orientation): the side that runs short of pixels decides.
 */
export function effectiveDpi(photo: PhotoPixels, size: PrintSize): number {
  const photoLong = Math.max(photo.width, photo.height);
  const photoShort = Math.min(photo.width, photo.height);
  const printLong = Math.max(size.widthIn, size.heightIn);
  const printShort = Math.min(size.widthIn, size.heightIn);
  return Math.floor(Math.min(photoLong / printLong, photoShort / printShort));
}

function area(size: PrintSize): number {
  return size.widthIn * size.heightIn;
}

/** Of the item's size labels, the largest at which the photo prints sharp; null when none. */
export function largestSharpSize(
  photo: PhotoPixels,
  labels: readonly string[],
  printSizes?: PrintSizeMap | null,
): string | null {
  let best: { label: string; size: PrintSize } | null = null;
  for (const label of labels) {
    const size = printSizeFor({ printSizes }, label);
    if (!size || effectiveDpi(photo, size) < SHARP_DPI) continue;
    if (!best || area(size) > area(best.size)) best = { label, size };
  }
  return best?.label ?? null;
}

/**
 * How a photo prints at a size label: sharp (at least 150 DPI), may look soft (100-149: a smaller size
 * or a sharper photo is suggested, naming the largest of `labels` that would be sharp), or too small
 * to print (under 100: refused for that size). The label's size is the template's `printSizes` entry
 * for it, else what the label names (`printSizeFor`); null when neither gives one.
 */
export function printQuality(
  photo: PhotoPixels,
  label: string,
  labels: readonly string[] = [],
  printSizes?: PrintSizeMap | null,
): PrintQuality | null {
  const size = printSizeFor({ printSizes }, label);
  if (!size) return null;
  const dpi = effectiveDpi(photo, size);
  if (dpi >= SHARP_DPI) return { verdict: 'sharp', dpi, message: '' };
  const sharpSize = largestSharpSize(photo, labels, printSizes);
  const values = { size: label, dpi, needed: PRINTABLE_DPI, ...(sharpSize ? { sharpSize } : {}) };
  if (dpi >= PRINTABLE_DPI)
    return {
      verdict: 'soft',
      dpi,
      message: ruleText(sharpSize ? 'print.softSharpAt' : 'print.soft', values),
      values,
    };
  return {
    verdict: 'too-small',
    dpi,
    message: ruleText(sharpSize ? 'print.tooSmallSharpAt' : 'print.tooSmall', values),
    values,
  };
}

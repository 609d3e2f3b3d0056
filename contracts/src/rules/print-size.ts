/** A print's physical size in inches, width by height as the size label gives them. */
export interface PrintSize {
  widthIn: number;
  heightIn: number;
}

const MM_PER_INCH = 25.4;
const CM_PER_INCH = 2.54;

/** ISO 216 A sizes, in millimetres. */
const A_SERIES_MM: Record<string, [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
  A7: [74, 105],
};

const A_SIZE = /^\s*(A[0-7])(?![0-9])/i;
/** '12 x 18 in', '8x10"', '30 × 40 cm', '16.5 x 23.4 inches', inside any label. */
const MEASURED = /(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(in(?:ch(?:es)?)?\b|"|''|cm\b|mm\b)/i;

function inInches(value: number, unit: string): number {
  const lower = unit.toLowerCase();
  if (lower === 'cm') return value / CM_PER_INCH;
  if (lower === 'mm') return value / MM_PER_INCH;
  return value;
}

/**
 * The physical size a size label names: measured sizes written in the label ('12 x 18 in',
 * 'A2 (16.5 x 23.4 in)', '30 x 40 cm') first, else an A size ('A4'); null when the label names none
 * (a sticker's '' or 'Large'), so the print's resolution cannot be judged.
 */
export function printSizeOf(label: string | null | undefined): PrintSize | null {
  if (!label) return null;
  const measured = MEASURED.exec(label);
  if (measured) {
    const unit = measured[3] === "''" ? '"' : measured[3];
    const widthIn = inInches(Number(measured[1]), unit);
    const heightIn = inInches(Number(measured[2]), unit);
    return widthIn > 0 && heightIn > 0 ? { widthIn, heightIn } : null;
  }
  const aSize = A_SIZE.exec(label);
  if (aSize) {
    const [width, height] = A_SERIES_MM[aSize[1].toUpperCase()];
    return { widthIn: width / MM_PER_INCH, heightIn: height / MM_PER_INCH };
  }
  return null;
}

/** The largest print the shop sells: no shopper's photo needs more pixels than this size takes. */
export const LARGEST_PRINT_SIZE = 'A3';
/** Print-ready resolution: a print shows no more detail than this many dots per inch. */
export const PRINT_READY_DPI = 300;

/** The long side, in pixels, of a photo printed at this size's long side at print-ready resolution. */
export function printReadyLongSide(label: string): number {
  const size = printSizeOf(label);
  if (!size) throw new Error(`"${label}" names no print size`);
  return Math.ceil(Math.max(size.widthIn, size.heightIn) * PRINT_READY_DPI);
}

/** A shopper's photo is stored with at most this long side (4961 px for A3): more prints no sharper. */
export const PRINT_READY_LONG_SIDE = printReadyLongSide(LARGEST_PRINT_SIZE);

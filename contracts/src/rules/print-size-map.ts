import { type PrintSize, printSizeOf } from './print-size';

/** The units staff give a print's size in when its label names none. */
export const PRINT_SIZE_UNITS = ['in', 'cm'] as const;
export type PrintSizeUnit = (typeof PRINT_SIZE_UNITS)[number];

/** The longest side staff may give, by unit: 10 feet, a wall's height; a slipped digit (1200) is caught. */
export const MAX_PRINT_SIDE: Readonly<Record<PrintSizeUnit, number>> = { in: 120, cm: 300 };

/** Staff's physical size for a size label the rule cannot read ('Large', 'Wallet'). */
export interface StaffPrintSize {
  width: number;
  height: number;
  unit: PrintSizeUnit;
}

/** A template's print sizes by size label, as staff gave them in the template form. */
export type PrintSizeMap = Readonly<Record<string, StaffPrintSize>>;

const CM_PER_INCH = 2.54;

function inInches(value: number, unit: PrintSizeUnit): number {
  return unit === 'cm' ? value / CM_PER_INCH : value;
}

/**
 * The physical size a template prints a size label at: staff's size for that label first, else what
 * the label names itself (`printSizeOf`: 'A4', '12 x 18 in'); null when neither says, so the print's
 * resolution cannot be judged. The template page and the server's order check both ask this.
 */
export function printSizeFor(
  item: { printSizes?: PrintSizeMap | null } | null | undefined,
  label: string | null | undefined,
): PrintSize | null {
  const printSizes = item?.printSizes;
  // Own keys only: a label such as 'constructor' must not find Object's.
  if (label && printSizes && Object.keys(printSizes).includes(label)) {
    const { width, height, unit } = printSizes[label] as StaffPrintSize;
    return { widthIn: inInches(width, unit), heightIn: inInches(height, unit) };
  }
  return printSizeOf(label);
}

/** Of a template's size labels, the ones staff must size themselves: named, once each, and unread by `printSizeOf`. */
export function labelsNeedingPrintSize(labels: readonly string[]): string[] {
  const named = labels.map((label) => label.trim()).filter(Boolean);
  return [...new Set(named)].filter((label) => printSizeOf(label) === null);
}

import { describe, expect, it } from 'vitest';
import { printQuality } from './print-resolution';
import { printSizeFor } from './print-size-map';

const TEMPLATE = {
  printSizes: {
    Large: { width: 12, height: 18, unit: 'in' as const },
    Wallet: { width: 6.4, height: 8.9, unit: 'cm' as const },
    A4: { width: 10, height: 10, unit: 'in' as const },
  },
};
const LABELS = ['Wallet', 'A4', 'Large'];

describe('printSizeFor: a template’s size label as a physical size', () => {
  it('reads a label staff mapped, in inches or centimetres', () => {
    expect(printSizeFor(TEMPLATE, 'Large')).toEqual({ widthIn: 12, heightIn: 18 });
    const wallet = printSizeFor(TEMPLATE, 'Wallet');
    expect(wallet?.widthIn).toBeCloseTo(2.52, 2);
    expect(wallet?.heightIn).toBeCloseTo(3.5, 2);
  });

  it('takes staff’s size before what the label names, and the label’s own size when staff gave none', () => {
    expect(printSizeFor(TEMPLATE, 'A4')).toEqual({ widthIn: 10, heightIn: 10 });
    expect(printSizeFor(TEMPLATE, 'A3')?.heightIn).toBeCloseTo(16.54, 2);
    expect(printSizeFor({}, 'A4')?.widthIn).toBeCloseTo(8.27, 2);
  });

  it('names no size for a label neither staff nor the label sizes, nor for an inherited name', () => {
    expect(printSizeFor(TEMPLATE, 'Medium')).toBeNull();
    expect(printSizeFor(null, 'Large')).toBeNull();
    expect(printSizeFor({ printSizes: null }, 'Large')).toBeNull();
    expect(printSizeFor(TEMPLATE, 'constructor')).toBeNull();
    expect(printSizeFor(TEMPLATE, '')).toBeNull();
  });
});

describe('printQuality at a mapped label', () => {
  it('judges a photo sharp, soft or too small by staff’s size', () => {
    // Large is 12 x 18 in: 150 DPI takes 1800 x 2700 pixels, 100 DPI 1200 x 1800.
    expect(printQuality({ width: 1800, height: 2700 }, 'Large', LABELS, TEMPLATE.printSizes)).toEqual({
      verdict: 'sharp',
      dpi: 150,
      message: '',
    });
    const soft = printQuality({ width: 1500, height: 2250 }, 'Large', LABELS, TEMPLATE.printSizes);
    expect(soft).toEqual({
      verdict: 'soft',
      dpi: 125,
      message:
        'This photo may look soft at Large (125 DPI): choose a smaller size or a sharper photo. A4 would print sharp.',
      values: { size: 'Large', dpi: 125, needed: 100, sharpSize: 'A4' },
    });
    const tooSmall = printQuality({ width: 1000, height: 1500 }, 'Large', LABELS, TEMPLATE.printSizes);
    expect(tooSmall?.verdict).toBe('too-small');
    expect(tooSmall?.message).toBe(
      'This photo is too small to print at Large (83 DPI, at least 100 needed): choose a smaller size or a sharper photo. Wallet would print sharp.',
    );
  });

  it('cannot judge the same label without the template’s sizes', () => {
    expect(printQuality({ width: 1000, height: 1500 }, 'Large', LABELS)).toBeNull();
  });
});

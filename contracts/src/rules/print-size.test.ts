import { describe, expect, it } from 'vitest';
import { LARGEST_PRINT_SIZE, PRINT_READY_LONG_SIDE, printReadyLongSide } from './print-size';

describe("a shopper's photo at a print-ready size", () => {
  it('is the long side of the largest print the shop sells at 300 DPI', () => {
    expect(LARGEST_PRINT_SIZE).toBe('A3');
    // A3 is 420 mm long: 16.54 inches, 4961 dots at 300 DPI.
    expect(PRINT_READY_LONG_SIDE).toBe(4961);
    expect(printReadyLongSide('A4')).toBe(3508);
    expect(printReadyLongSide('12 x 18 in')).toBe(5400);
  });

  it('refuses a label that names no size', () => {
    expect(() => printReadyLongSide('Large')).toThrow('"Large" names no print size');
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveDpi, largestSharpSize, printQuality } from './print-resolution';
import { printSizeOf } from './print-size';

const PHONE_PHOTO = { width: 640, height: 480 };
const SIZES = ['A4', 'A3 (11.7 x 16.5 in)', '12 x 18 in'];

describe('printSizeOf', () => {
  it.each([
    ['A4', 8.27, 11.69],
    ['a3', 11.69, 16.54],
    ['A2 (16.5 x 23.4 in)', 16.5, 23.4],
    ['12 x 18 in', 12, 18],
    ['8x10"', 8, 10],
    ['30 × 40 cm', 11.81, 15.75],
    ['16.5 x 23.4 inches', 16.5, 23.4],
  ])('reads %s as %f x %f inches', (label, width, height) => {
    const size = printSizeOf(label);
    expect(size?.widthIn).toBeCloseTo(width, 1);
    expect(size?.heightIn).toBeCloseTo(height, 1);
  });

  it.each(['', 'Large', 'A10', '12 x 18', 'A4x'])('names no size in %j', (label) => {
    expect(printSizeOf(label === 'A4x' ? 'Ax4' : label)).toBeNull();
  });
});

describe('effectiveDpi', () => {
  it('is the pixels of the side that runs short, per inch, whatever the orientation', () => {
    expect(effectiveDpi({ width: 3508, height: 2480 }, { widthIn: 8.27, heightIn: 11.69 })).toBe(299);
    expect(effectiveDpi({ width: 2480, height: 3508 }, { widthIn: 8.27, heightIn: 11.69 })).toBe(299);
    // A panorama fills A4's long side but not its short one: the short side decides.
    expect(effectiveDpi({ width: 4000, height: 1000 }, { widthIn: 8.27, heightIn: 11.69 })).toBe(120);
  });

  it("puts a phone's 640 x 480 at under 40 DPI on A3: visibly blurry", () => {
    expect(effectiveDpi(PHONE_PHOTO, printSizeOf('A3') as never)).toBe(38);
  });
});

describe('printQuality', () => {
  it('is sharp from 150 DPI, with nothing to say', () => {
    const photo = { width: 1241, height: 1754 }; // A4 at exactly 150 DPI
    expect(printQuality(photo, 'A4')).toEqual({ verdict: 'sharp', dpi: 150, message: '' });
  });

  it('may look soft from 100 to 149 DPI, naming the largest size that would be sharp', () => {
    const photo = { width: 1240, height: 1753 }; // 149 DPI on A4, 212 on A5
    const quality = printQuality(photo, 'A4', ['A5', 'A4', 'A6']);
    expect(quality?.verdict).toBe('soft');
    expect(quality?.dpi).toBe(149);
    expect(quality?.message).toBe(
      'This photo may look soft at A4 (149 DPI): choose a smaller size or a sharper photo. A5 would print sharp.',
    );
  });

  it('is too small to print under 100 DPI', () => {
    const quality = printQuality(PHONE_PHOTO, 'A3 (11.7 x 16.5 in)', SIZES);
    expect(quality?.verdict).toBe('too-small');
    expect(quality?.message).toBe(
      'This photo is too small to print at A3 (11.7 x 16.5 in) (38 DPI, at least 100 needed): choose a smaller size or a sharper photo.',
    );
    const justUnder = printQuality({ width: 826, height: 1168 }, 'A4');
    expect(justUnder?.verdict).toBe('too-small');
    expect(printQuality({ width: 830, height: 1175 }, 'A4')?.verdict).toBe('soft');
  });

  it('cannot judge a size that names no physical size', () => {
    expect(printQuality(PHONE_PHOTO, 'Large')).toBeNull();
  });
});

describe('largestSharpSize', () => {
  it('picks the largest sharp size by area, or none', () => {
    expect(largestSharpSize({ width: 1500, height: 2000 }, SIZES)).toBe('A4');
    expect(largestSharpSize({ width: 2000, height: 2600 }, SIZES)).toBe('A3 (11.7 x 16.5 in)');
    expect(largestSharpSize({ width: 4000, height: 5000 }, SIZES)).toBe('12 x 18 in');
    expect(largestSharpSize(PHONE_PHOTO, SIZES)).toBeNull();
  });
});

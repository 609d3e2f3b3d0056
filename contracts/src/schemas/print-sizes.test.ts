import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './text';
import { templateInputSchema } from './template';

const template = {
  name: 'Family Portrait',
  description: 'Your photo, printed',
  category: 'Posters',
  stock: 3,
  sizes: [
    { size: 'Wallet', actualPrice: 300 },
    { size: 'A4', actualPrice: 900 },
    { size: 'Large', actualPrice: 2000 },
  ],
  templateImages: ['data:image/png;base64,AAAA'],
};
const large = { width: 12, height: 18, unit: 'in' };

function messageOf(printSizes: unknown) {
  const result = templateInputSchema.safeParse({ ...template, printSizes });
  return result.success ? null : firstIssueMessage(result.error);
}

describe('a template’s print sizes', () => {
  it('are kept as staff gave them, in inches or centimetres; none given, or an empty map, is none', () => {
    const printSizes = { Large: large, Wallet: { width: 6.4, height: 8.9, unit: 'cm' } };
    expect(templateInputSchema.parse({ ...template, printSizes }).printSizes).toEqual(printSizes);
    expect(templateInputSchema.parse(template).printSizes).toBeUndefined();
    expect(templateInputSchema.parse({ ...template, printSizes: {} }).printSizes).toBeUndefined();
  });

  it.each([
    [
      { Medium: large },
      `"Medium" is not one of this template's sizes: give a print size only for a size it sells`,
    ],
    [{ '': large }, `"" is not one of this template's sizes: give a print size only for a size it sells`],
    [{ Large: { ...large, width: 0 } }, 'The print size of "Large" needs a width above 0'],
    [{ Large: { ...large, height: -3 } }, 'The print size of "Large" needs a height above 0'],
    [{ Large: { ...large, width: '12' } }, 'The print size of "Large" needs its width as a number'],
    [{ Large: { ...large, height: null } }, 'The print size of "Large" needs its height as a number'],
    [{ Large: { ...large, unit: 'ft' } }, 'The print size of "Large" needs its unit: in or cm'],
    [{ Large: { ...large, width: 121 } }, 'The print size of "Large" must be at most 120 in a side'],
    [
      { Large: { width: 40, height: 301, unit: 'cm' } },
      'The print size of "Large" must be at most 300 cm a side',
    ],
    [{ Large: { ...large, depth: 2 } }, 'The print size of "Large" takes only width, height and unit'],
    [{ Large: '12 x 18' }, 'The print size of "Large" takes only width, height and unit'],
    [['Large'], 'Print sizes must map size labels to their width, height and unit'],
  ])('refuses %j: %s', (printSizes, message) => {
    expect(messageOf(printSizes)).toBe(message);
  });

  it('accepts the largest side allowed in each unit', () => {
    expect(messageOf({ Large: { width: 120, height: 80, unit: 'in' } })).toBeNull();
    expect(messageOf({ Large: { width: 300, height: 200, unit: 'cm' } })).toBeNull();
  });
});

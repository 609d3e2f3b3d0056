import { describe, expect, it } from 'vitest';
import { type CorrectedParts, correctionSummary } from './correction-summary';
import type { PricedLine } from './pricing';

const poster: PricedLine = {
  id: 'poster',
  kind: 'product',
  name: 'Poster',
  image: null,
  size: 'A3',
  sizeIndex: 1,
  frame: 'Black',
  quantity: 1,
  price: 1100,
};
const frame: PricedLine = {
  ...poster,
  id: 'frame',
  name: 'Frame',
  size: '8x12',
  sizeIndex: 0,
  frame: null,
  price: 900,
};

const before: CorrectedParts = {
  customer: { name: 'Ayesha', address: '1 Mall Road', city: 'Lahore' },
  items: [poster],
  deliveryCharge: 250,
  total: 1350,
};

describe('the words a correction leaves in the history', () => {
  it('names the customer fields changed, without their values', () => {
    const after = { ...before, customer: { ...before.customer, address: '2 Canal Road' } };
    expect(correctionSummary(before, after)).toBe('Address changed');
  });

  it('names a quantity change, an added line and the new total', () => {
    const after = { ...before, items: [{ ...poster, quantity: 2 }, frame], total: 3350 };
    expect(correctionSummary(before, after)).toBe(
      "'Poster A3 Black' 1 → 2; added 'Frame 8x12'; total Rs. 1,350 → Rs. 3,350",
    );
  });

  it('names a removed line, a new price and a new delivery charge', () => {
    const withFrame = { ...before, items: [poster, frame], total: 2250 };
    const after = { ...before, items: [{ ...poster, price: 1200 }], deliveryCharge: 0, total: 1200 };
    expect(correctionSummary(withFrame, after)).toBe(
      "'Poster A3 Black' price Rs. 1,100 → Rs. 1,200; removed 'Frame 8x12'; delivery Rs. 250 → Rs. 0; total Rs. 2,250 → Rs. 1,200",
    );
  });

  it('reads another size or other custom details as another line', () => {
    const other = { ...poster, size: 'A4', sizeIndex: 0 };
    expect(correctionSummary(before, { ...before, items: [other] })).toBe(
      "removed 'Poster A3 Black'; added 'Poster A4 Black'",
    );
  });

  it('says nothing when nothing changed', () => {
    expect(correctionSummary(before, { ...before, items: [{ ...poster }] })).toBe('');
  });
});

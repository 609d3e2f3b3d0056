import { describe, expect, it } from 'vitest';
import { stockHeldBy } from './stock';

const line = { kind: 'product', id: 'p1', name: 'Moon Poster', size: 'A4', quantity: 2, price: 499 };

describe('stockHeldBy', () => {
  it('adds up the quantities of every line of one item, whatever its size or frame', () => {
    expect(
      stockHeldBy([
        line,
        { ...line, size: 'A3', quantity: 3 },
        { ...line, kind: 'template', id: 't1', name: 'Name Poster', quantity: 1 },
        { ...line, frame: 'White', quantity: 4 },
      ]),
    ).toEqual([
      { kind: 'product', id: 'p1', name: 'Moon Poster', quantity: 9 },
      { kind: 'template', id: 't1', name: 'Name Poster', quantity: 1 },
    ]);
  });

  it('reads the stored JSON column and skips a line that names no item or no whole quantity', () => {
    const stored = JSON.stringify([
      line,
      { ...line, kind: 'mug' },
      { ...line, id: 7 },
      { ...line, quantity: 0 },
      { ...line, quantity: 1.5 },
      null,
    ]);
    expect(stockHeldBy(stored)).toEqual([{ kind: 'product', id: 'p1', name: 'Moon Poster', quantity: 2 }]);
    expect(stockHeldBy('not json')).toEqual([]);
  });
});

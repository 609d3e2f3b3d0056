import { describe, expect, it } from 'vitest';
import { LOW_STOCK_LIMIT, stockLevelOf } from './stock';

describe('stockLevelOf', () => {
  it('reads 0 as out, 1 to 10 as low and above 10 as in stock', () => {
    expect(LOW_STOCK_LIMIT).toBe(10);
    expect([0, -1, 1, 10, 11].map(stockLevelOf)).toEqual(['out', 'out', 'low', 'low', 'in']);
  });
});

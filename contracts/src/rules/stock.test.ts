import { describe, expect, it } from 'vitest';
import {
  cartAtStockMessage,
  cartPartlyAddedMessage,
  cartStockFellMessage,
  LOW_STOCK_LIMIT,
  stockLevelOf,
} from './stock';

describe('stockLevelOf', () => {
  it('reads 0 as out, 1 to 10 as low and above 10 as in stock', () => {
    expect(LOW_STOCK_LIMIT).toBe(10);
    expect([0, -1, 1, 10, 11].map(stockLevelOf)).toEqual(['out', 'out', 'low', 'low', 'in']);
  });
});

describe('the cart’s stock messages', () => {
  it('says why nothing or only part was added, and what changed after the stock fell', () => {
    expect(cartAtStockMessage('Moon Poster', 3)).toBe(
      'Your cart already has all 3 of "Moon Poster" that we have in stock (every size and frame shares it), so nothing was added.',
    );
    expect(cartPartlyAddedMessage('Moon Poster', 1)).toBe(
      'Only 1 more of "Moon Poster" could be added: your cart now holds all we have in stock.',
    );
    expect(cartStockFellMessage('Moon Poster', 2)).toBe(
      'Only 2 left of "Moon Poster": we lowered the quantity in your cart.',
    );
    expect(cartStockFellMessage('Moon Poster', 0)).toBe(
      '"Moon Poster" is now out of stock and has been removed from your cart.',
    );
  });
});

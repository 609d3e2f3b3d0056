import { describe, expect, it } from 'vitest';
import { MINIMUM_ORDER_MESSAGE, meetsMinimumOrder, orderTotalsOf, subtotalOf } from './order-totals';

describe('order totals', () => {
  it('adds price times quantity, then the flat Rs. 250 delivery charge', () => {
    const lines = [
      { price: 1200, quantity: 2 },
      { price: 300, quantity: 1 },
    ];
    expect(subtotalOf(lines)).toBe(2700);
    expect(orderTotalsOf(lines)).toEqual({ subtotal: 2700, deliveryCharge: 250, total: 2950 });
    expect(orderTotalsOf([])).toEqual({ subtotal: 0, deliveryCharge: 250, total: 250 });
  });
});

describe('minimum order', () => {
  it('needs at least Rs. 500, in the spec’s words', () => {
    expect(meetsMinimumOrder(499)).toBe(false);
    expect(meetsMinimumOrder(500)).toBe(true);
    expect(MINIMUM_ORDER_MESSAGE).toBe('Minimum order amount is Rs. 500');
  });
});

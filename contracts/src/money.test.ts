import { describe, expect, it } from 'vitest';
import {
  averageOrder,
  discountPercent,
  formatRupees,
  listingPrice,
  priceOfSize,
  wholeWithSeparators,
} from './money';

describe('money', () => {
  it('writes rupees with the Rs. prefix and thousands separators', () => {
    expect(formatRupees(500)).toBe('Rs. 500');
    expect(formatRupees(1250)).toBe('Rs. 1,250');
    expect(formatRupees(100000)).toBe('Rs. 100,000');
  });

  it('writes whole amounts exactly as Intl does in en-US with no fraction digits, without Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [0, -0, 1, 7, 999, 1000, 1234.5, 2.5, 0.5, 0.49, -0.4, -1234, -2.5, 99999.49, 999999.5];
    for (let digits = 1; digits <= 15; digits++) amounts.push(Number('9'.repeat(digits)), 10 ** digits);
    for (const amount of amounts)
      expect(wholeWithSeparators(amount), String(amount)).toBe(intl.format(amount));
  });

  it('prices a size at its discounted price when there is one', () => {
    expect(priceOfSize({ actualPrice: 650, discountedPrice: 499 })).toBe(499);
    expect(priceOfSize({ actualPrice: 650, discountedPrice: null })).toBe(650);
    expect(priceOfSize({ actualPrice: 650 })).toBe(650);
  });

  it('lists an item at its first size’s price, or 0 without sizes', () => {
    expect(listingPrice([{ actualPrice: 900, discountedPrice: 750 }, { actualPrice: 100 }])).toBe(750);
    expect(listingPrice([])).toBe(0);
    expect(listingPrice(undefined)).toBe(0);
  });

  it('rounds the discount percent', () => {
    expect(discountPercent(650, 499)).toBe(23);
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
  });
});

describe('averageOrder', () => {
  it('divides the revenue by the orders, in whole rupees, and is 0 without orders', () => {
    expect(averageOrder(4796, 2)).toBe(2398);
    expect(averageOrder(1000, 3)).toBe(333);
    expect(averageOrder(0, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees, listingPrice, priceOfSize } from './money';

describe('money', () => {
  it('writes rupees with the Rs. prefix and thousands separators', () => {
    expect(formatRupees(500)).toBe('Rs. 500');
    expect(formatRupees(1250)).toBe('Rs. 1,250');
    expect(formatRupees(100000)).toBe('Rs. 100,000');
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

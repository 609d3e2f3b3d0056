import { describe, expect, it } from 'vitest';
import {
  type DiscountTerms,
  discountAmountOf,
  discountCodeKey,
  discountLabel,
  discountRefusalOf,
} from './discount';
import { DEFAULT_DELIVERY_SETTINGS } from './delivery';
import { orderTotalsOf } from './order-totals';

const terms: DiscountTerms = {
  code: 'EID10',
  kind: 'percent',
  value: 10,
  minimumOrder: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  uses: 0,
  enabled: true,
};

describe('discount amount', () => {
  it('takes a percentage of the subtotal rounded to whole rupees, halves up', () => {
    expect(discountAmountOf({ kind: 'percent', value: 10 }, 2700)).toBe(270);
    expect(discountAmountOf({ kind: 'percent', value: 15 }, 1030)).toBe(155);
    expect(discountAmountOf({ kind: 'percent', value: 15 }, 1029)).toBe(154);
    expect(discountAmountOf({ kind: 'percent', value: 100 }, 1029)).toBe(1029);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(discountAmountOf({ kind: 'fixed', value: 300 }, 2700)).toBe(300);
    expect(discountAmountOf({ kind: 'fixed', value: 3000 }, 2700)).toBe(2700);
  });
});

describe('totals with a code', () => {
  it('are subtotal less the discount plus delivery; no code keeps the spec’s three figures', () => {
    const lines = [{ price: 1000, quantity: 2 }];
    expect(orderTotalsOf(lines)).toEqual({ subtotal: 2000, deliveryCharge: 250, total: 2250 });
    expect(orderTotalsOf(lines, DEFAULT_DELIVERY_SETTINGS, '', { kind: 'fixed', value: 300 })).toEqual({
      subtotal: 2000,
      discountAmount: 300,
      deliveryCharge: 250,
      total: 1950,
    });
  });

  it('judges free delivery on the subtotal after the discount', () => {
    const settings = { ...DEFAULT_DELIVERY_SETTINGS, freeDeliveryFrom: 2000 };
    const lines = [{ price: 1000, quantity: 2 }];
    expect(orderTotalsOf(lines, settings, '').deliveryCharge).toBe(0);
    expect(orderTotalsOf(lines, settings, '', { kind: 'percent', value: 10 })).toEqual({
      subtotal: 2000,
      discountAmount: 200,
      deliveryCharge: 250,
      total: 2050,
    });
  });
});

describe('whether a code applies', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('applies within its window, limit and minimum', () => {
    expect(discountRefusalOf(terms, ' eid10 ', 100, now)).toBeNull();
    expect(
      discountRefusalOf(
        {
          ...terms,
          startsAt: '2026-12-01T12:00:00Z',
          endsAt: '2026-12-01T12:00:01Z',
          usageLimit: 2,
          uses: 1,
          minimumOrder: 100,
        },
        'EID10',
        100,
        now,
      ),
    ).toBeNull();
  });

  it('says which: unknown or disabled, not started, expired, used up, under its minimum', () => {
    expect(discountRefusalOf(null, 'nope', 100, now)).toBe('The discount code "NOPE" does not exist.');
    expect(discountRefusalOf({ ...terms, enabled: false }, 'eid10', 100, now)).toBe(
      'The discount code "EID10" does not exist.',
    );
    expect(discountRefusalOf({ ...terms, startsAt: '2026-12-01T12:00:01Z' }, 'eid10', 100, now)).toBe(
      'The discount code "EID10" is not active yet.',
    );
    expect(discountRefusalOf({ ...terms, endsAt: '2026-12-01T12:00:00Z' }, 'eid10', 100, now)).toBe(
      'The discount code "EID10" has expired.',
    );
    expect(discountRefusalOf({ ...terms, usageLimit: 2, uses: 2 }, 'eid10', 100, now)).toBe(
      'The discount code "EID10" has been used up.',
    );
    expect(discountRefusalOf({ ...terms, minimumOrder: 1500 }, 'eid10', 1499, now)).toBe(
      'The discount code "EID10" needs an order of at least Rs. 1,500 before the discount.',
    );
  });

  it('names codes in capitals and what they give in the shop’s words', () => {
    expect(discountCodeKey(' summer-10 ')).toBe('SUMMER-10');
    expect(discountLabel({ kind: 'percent', value: 10 })).toBe('10% off');
    expect(discountLabel({ kind: 'fixed', value: 1500 })).toBe('Rs. 1,500 off');
  });
});

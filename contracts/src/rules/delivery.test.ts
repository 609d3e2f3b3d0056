import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  deliveryChargeFor,
  deliveryPolicyLines,
  lowestDeliveryCharge,
  repeatedCity,
} from './delivery';
import { meetsMinimumOrder, minimumOrderMessage, orderTotalsOf } from './order-totals';

const OWNER: DeliverySettings = {
  flatDeliveryCharge: 300,
  cityDeliveryCharges: [
    { city: 'Lahore', charge: 150 },
    { city: 'Dera Ghazi Khan', charge: 450 },
  ],
  freeDeliveryFrom: 5000,
  minimumOrder: 800,
};

describe('delivery charge for a city', () => {
  it('is the spec’s flat Rs. 250 everywhere at the defaults', () => {
    expect(deliveryChargeFor(DEFAULT_DELIVERY_SETTINGS, 'Karachi', 100_000)).toBe(250);
    expect(deliveryChargeFor(DEFAULT_DELIVERY_SETTINGS, '', 0)).toBe(250);
  });

  it('is the city’s own charge, however the city’s case and spaces are typed', () => {
    expect(deliveryChargeFor(OWNER, 'Lahore', 1000)).toBe(150);
    expect(deliveryChargeFor(OWNER, '  lahore ', 1000)).toBe(150);
    expect(deliveryChargeFor(OWNER, 'DERA GHAZIKHAN', 1000)).toBe(450);
  });

  it('is the flat charge for a city without its own charge, or before a city is entered', () => {
    expect(deliveryChargeFor(OWNER, 'Multan', 1000)).toBe(300);
    expect(deliveryChargeFor(OWNER, 'Lahore Cantt', 1000)).toBe(300);
    expect(deliveryChargeFor(OWNER, '', 1000)).toBe(300);
  });

  it('is free at the free-delivery amount and above, and charged just below it', () => {
    expect(deliveryChargeFor(OWNER, 'Dera Ghazi Khan', 4999)).toBe(450);
    expect(deliveryChargeFor(OWNER, 'Dera Ghazi Khan', 5000)).toBe(0);
    expect(deliveryChargeFor(OWNER, 'Multan', 5001)).toBe(0);
  });

  it('names the cheapest charge for the cart’s "from" figure', () => {
    expect(lowestDeliveryCharge(OWNER)).toBe(150);
    expect(lowestDeliveryCharge(DEFAULT_DELIVERY_SETTINGS)).toBe(250);
  });

  it('finds a city listed twice, however it is spelt', () => {
    expect(repeatedCity(OWNER.cityDeliveryCharges)).toBeNull();
    expect(repeatedCity([...OWNER.cityDeliveryCharges, { city: 'LAHORE ', charge: 1 }])).toBe('LAHORE ');
  });
});

describe('order totals with the owner’s delivery settings', () => {
  it('adds the city’s charge to the subtotal, and nothing once delivery is free', () => {
    const lines = [{ price: 1200, quantity: 2 }];
    expect(orderTotalsOf(lines, OWNER, 'lahore')).toEqual({
      subtotal: 2400,
      deliveryCharge: 150,
      total: 2550,
    });
    expect(orderTotalsOf(lines, OWNER, 'Quetta')).toEqual({
      subtotal: 2400,
      deliveryCharge: 300,
      total: 2700,
    });
    expect(orderTotalsOf([{ price: 2500, quantity: 2 }], OWNER, 'Quetta').total).toBe(5000);
  });

  it('checks the owner’s minimum against the total, in the spec’s words', () => {
    expect(meetsMinimumOrder(799, OWNER.minimumOrder)).toBe(false);
    expect(meetsMinimumOrder(800, OWNER.minimumOrder)).toBe(true);
    expect(minimumOrderMessage(800)).toBe('Minimum order amount is Rs. 800');
  });
});

describe('delivery policy wording', () => {
  it('keeps the spec’s flat charge at the defaults', () => {
    expect(deliveryPolicyLines(DEFAULT_DELIVERY_SETTINGS)).toEqual([
      'Delivery is a flat Rs. 250 on every order, anywhere in the country.',
    ]);
  });

  it('names the cities’ own charges and the free-delivery amount when set', () => {
    expect(deliveryPolicyLines(OWNER)).toEqual([
      'Delivery is Rs. 300 on every order, except to Lahore (Rs. 150), Dera Ghazi Khan (Rs. 450).',
      'Delivery is free on orders of Rs. 5,000 or more.',
    ]);
  });
});

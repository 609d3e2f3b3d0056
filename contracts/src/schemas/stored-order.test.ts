import { describe, expect, it } from 'vitest';
import { storedOrderSchema } from './order';
import { firstIssueMessage } from './text';

const order = {
  orderNumber: '261122-7KQ3M',
  customer: {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '03001234567',
    address: '1 Mall Road',
    city: 'Lahore',
    country: 'Pakistan',
  },
  items: [{ id: 'p1', kind: 'product', name: 'Poster', size: 'A4', frame: null, quantity: 1, price: 650 }],
  subtotal: 650,
  deliveryCharge: 250,
  total: 900,
  paymentMethod: 'Cash on Delivery',
  status: 'placed',
  history: [{ status: 'placed', at: '2026-11-22T10:00:00.000Z', by: 'shop', note: null }],
};

function messageOf(value: unknown) {
  const result = storedOrderSchema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('storedOrderSchema', () => {
  it('accepts an order as create-order stores it, and one stored before the lifecycle (no state)', () => {
    expect(messageOf(order)).toBeNull();
    expect(messageOf({ ...order, status: null, history: null })).toBeNull();
  });

  it('refuses an unknown state, no lines, totals that do not add up and another payment method', () => {
    expect(messageOf({ ...order, status: 'lost' })).toBe(
      'Status must be one of: placed, confirmed, proof_sent, approved, in_production, dispatched, delivered, cancelled, returned',
    );
    expect(messageOf({ ...order, items: [] })).toBe('The order needs at least one item');
    expect(messageOf({ ...order, total: 901 })).toBe(
      'The total must be the subtotal plus the delivery charge',
    );
    expect(messageOf({ ...order, paymentMethod: 'Card' })).toBe('Only Cash on Delivery is available');
    expect(messageOf({ ...order, customer: { ...order.customer, email: 'nope' } })).toBe(
      'Email must be a valid e-mail address',
    );
  });
});

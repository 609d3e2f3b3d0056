import { canonicalPhone, ORDER_TRANSITIONS, type OrderStatus } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { benchOrderRows, lifecyclePath } from './seed-orders.js';
import { SHOPPER } from '../lib/fixtures.mjs';

const products = [
  { documentId: 'a1', name: 'Poster', price: 500 },
  { documentId: 'b2', name: 'Frame', price: 1200 },
];

describe('the bench orders', () => {
  it('reach every state by allowed moves only, starting placed', () => {
    const ends = new Set<string>();
    for (let n = 0; n < 10; n++) {
      const path = lifecyclePath(n);
      expect(path[0]).toBe('placed');
      for (let step = 1; step < path.length; step++) {
        expect(ORDER_TRANSITIONS[path[step - 1] as OrderStatus]).toContain(path[step]);
      }
      ends.add(path.at(-1) as string);
    }
    expect([...ends].sort()).toEqual(
      ['cancelled', 'confirmed', 'delivered', 'dispatched', 'in_production', 'placed', 'returned'].sort(),
    );
  });

  it('are stored as the shop stores them: priced lines, totals, history ending in the status', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const rows = benchOrderRows(1000, products, now);
    expect(new Set(rows.map((row) => row.orderNumber)).size).toBe(1000);
    expect(new Set(rows.map((row) => row.documentId)).size).toBe(1000);
    // One phone each, none the bench shopper's: the owner's limit of waiting orders per phone stays clear.
    const phones = new Set(rows.map((row) => canonicalPhone(row.customer.phone)));
    expect(phones.size).toBe(1000);
    expect(phones.has(canonicalPhone(SHOPPER.phone))).toBe(false);
    for (const row of rows) {
      expect(row.total).toBe(row.subtotal + row.deliveryCharge);
      expect(row.subtotal).toBe(row.items.reduce((sum, line) => sum + line.price * line.quantity, 0));
      expect(row.history[0]).toMatchObject({ status: 'placed', by: 'shop' });
      expect(row.history.at(-1)?.status).toBe(row.status);
      expect(row.statusChangedAt.getTime()).toBeLessThanOrEqual(now);
      expect(Boolean(row.trackingNumber)).toBe(row.history.some((entry) => entry.status === 'dispatched'));
    }
    // Spread over the last 90 days, newest first.
    expect(rows[0].createdAt.getTime()).toBe(now);
    expect(now - (rows.at(-1)?.createdAt.getTime() ?? now)).toBeGreaterThan(89 * 24 * 60 * 60 * 1000);
  });
});

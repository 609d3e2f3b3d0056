import { describe, expect, it } from 'vitest';
import { CORRECTABLE_STATUSES, canCorrectOrder, refusedCorrectionMessage } from '../order-status';
import { orderHistoryEntrySchema } from './order-lifecycle';
import { orderCorrectionSchema } from './order-correction';
import { firstIssueMessage } from './text';

function messageOf(input: unknown): string | null {
  const result = orderCorrectionSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

const line = { id: 'abcdefghijklmnopqrstuvwx', size: 'A4', frame: 'Black', quantity: 2 };

describe('an order correction', () => {
  it('takes some customer fields alone, trimmed', () => {
    expect(orderCorrectionSchema.parse({ customer: { address: ' 12 Mall Road ' } })).toEqual({
      customer: { address: '12 Mall Road' },
    });
  });

  it('takes the whole new list of lines as create-order takes them', () => {
    expect(orderCorrectionSchema.parse({ items: [line] })).toEqual({ items: [line] });
  });

  it('refuses an empty correction, and one with empty customer details', () => {
    const nothing = "Say what to correct: the customer's details (customer) or the order's lines (items)";
    expect(messageOf({})).toBe(nothing);
    expect(messageOf({ customer: {} })).toBe(nothing);
  });

  it('refuses an empty list of lines, a blank field, an unknown field and a bad quantity', () => {
    expect(messageOf({ items: [] })).toBe('The order needs at least one item');
    expect(messageOf({ customer: { name: '  ' } })).toBe('Please Fill all required fields');
    expect(messageOf({ customer: { email: 'not-mail' } })).toBe('Email must be a valid e-mail address');
    expect(messageOf({ total: 10, items: [line] })).toMatch(/total/);
    expect(messageOf({ customer: { nickname: 'A' } })).toMatch(/nickname/);
    expect(messageOf({ items: [{ ...line, quantity: 0 }] })).toMatch(/Quantity/);
    expect(messageOf([line])).toBe('The correction must be a JSON object');
  });
});

describe('which orders staff may correct', () => {
  it('is every state before dispatch but the proof being looked at or approved, and none after', () => {
    expect(CORRECTABLE_STATUSES).toEqual(['placed', 'confirmed', 'in_production']);
    for (const status of [
      'proof_sent',
      'approved',
      'dispatched',
      'delivered',
      'cancelled',
      'returned',
    ] as const)
      expect(canCorrectOrder(status)).toBe(false);
    expect(refusedCorrectionMessage('dispatched')).toBe(
      'This order is Dispatched, so it can no longer be corrected: only an order that is Placed, Confirmed, In production can be',
    );
  });

  it('keeps old history entries valid and reads a correction entry with its changes', () => {
    const move = { status: 'placed', at: '2026-11-27T10:00:00.000Z', by: 'shop', note: null };
    expect(orderHistoryEntrySchema.parse(move)).toEqual(move);
    const correction = { ...move, by: 'staff@example.com', changes: 'Address changed' };
    expect(orderHistoryEntrySchema.parse(correction)).toEqual(correction);
  });
});

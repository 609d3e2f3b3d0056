import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './text';
import { orderStatusChangeSchema, orderTrackingQuerySchema } from './order-lifecycle';

function messageOf(input: unknown): string | null {
  const result = orderStatusChangeSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('the status change input', () => {
  it('accepts a plain move with an optional note', () => {
    expect(orderStatusChangeSchema.parse({ status: 'confirmed', note: ' called ' })).toEqual({
      status: 'confirmed',
      note: 'called',
    });
  });

  it('refuses an unknown status naming the known ones', () => {
    expect(messageOf({ status: 'lost' })).toMatch(/^Status must be one of: placed, confirmed/);
    expect(messageOf({})).toMatch(/^Status must be one of/);
  });

  it('needs the courier and the tracking number to dispatch', () => {
    expect(messageOf({ status: 'dispatched', trackingNumber: 'TCS1' })).toBe('Dispatched needs the courier');
    expect(messageOf({ status: 'dispatched', courier: 'TCS', trackingNumber: '  ' })).toBe(
      'Dispatched needs the tracking number',
    );
    expect(messageOf({ status: 'dispatched', courier: 'TCS', trackingNumber: 'T1' })).toBeNull();
  });

  it('needs a reason to cancel', () => {
    expect(messageOf({ status: 'cancelled' })).toBe('Cancelling needs a reason');
    expect(messageOf({ status: 'cancelled', note: 'Customer changed mind' })).toBeNull();
  });

  it('refuses unknown fields and overlong values', () => {
    expect(messageOf({ status: 'confirmed', by: 'me' })).toBe('Unknown field: by');
    expect(messageOf({ status: 'confirmed', note: 'x'.repeat(501) })).toBe(
      'Note must be at most 500 characters',
    );
  });
});

describe('the tracking look-up', () => {
  it('needs the order number and the phone', () => {
    const result = orderTrackingQuerySchema.safeParse({ number: '251123-ABCDE' });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe('Please enter the phone number you ordered with');
  });

  it('reads the order number in any letter case, with or without a leading # and spaces around it', () => {
    for (const typed of ['261122-7KQ3M', ' 261122-7kq3m ', '#261122-7KQ3M', '# 261122-7kQ3m\t']) {
      expect(orderTrackingQuerySchema.parse({ number: typed, phone: '0300 1234567' }).number).toBe(
        '261122-7KQ3M',
      );
    }
  });

  it('still asks for a number when only a # was typed', () => {
    const result = orderTrackingQuerySchema.safeParse({ number: ' # ', phone: '0300 1234567' });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe('Please enter your order number');
  });
});

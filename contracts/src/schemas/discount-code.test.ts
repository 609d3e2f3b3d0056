import { describe, expect, it } from 'vitest';
import { discountCheckInputSchema, discountCodeChangeSchema, discountCodeInputSchema } from './discount-code';
import { orderInputSchema, storedOrderSchema } from './order';
import { firstIssueMessage } from './text';

function messageOf(schema: { safeParse: (value: unknown) => any }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('a discount code as staff write it', () => {
  it('keeps the code in capitals, optional terms as null', () => {
    expect(discountCodeInputSchema.parse({ code: ' eid-10 ', kind: 'percent', value: 10 })).toEqual({
      code: 'EID-10',
      kind: 'percent',
      value: 10,
      minimumOrder: undefined,
      startsAt: null,
      endsAt: null,
      usageLimit: undefined,
    });
  });

  it('refuses a bad spelling, a percentage over 100, a window backwards and unknown fields', () => {
    const base = { code: 'EID10', kind: 'percent', value: 10 };
    expect(messageOf(discountCodeInputSchema, { ...base, code: 'EID 10' })).toBe(
      'The code must be 3 to 30 letters, digits, dashes or underscores, without spaces',
    );
    expect(messageOf(discountCodeInputSchema, { ...base, value: 101 })).toBe(
      'A percentage discount must be between 1 and 100',
    );
    expect(messageOf(discountCodeInputSchema, { ...base, kind: 'fixed', value: 101 })).toBeNull();
    expect(messageOf(discountCodeInputSchema, { ...base, kind: 'half' })).toBe(
      'The kind must be percent or fixed',
    );
    expect(messageOf(discountCodeInputSchema, { ...base, value: 0 })).toBe('Value must be at least 1');
    expect(
      messageOf(discountCodeInputSchema, {
        ...base,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      }),
    ).toBe('The end date must be after the start date');
    expect(messageOf(discountCodeInputSchema, { ...base, uses: 0 })).not.toBeNull();
    expect(messageOf(discountCodeChangeSchema, {})).toBe('Send at least one field to change');
  });
});

describe('the code in a cart check and an order', () => {
  it('asks for a code, and takes none from an empty field', () => {
    expect(messageOf(discountCheckInputSchema, { code: '  ', subtotal: 100 })).toBe(
      'Please enter a discount code',
    );
    const order = {
      customer: { name: 'a', email: 'a@b.pk', phone: '1', address: 'x', city: 'y', country: 'z' },
      items: [{ id: 'p', quantity: 1 }],
    };
    expect(orderInputSchema.parse({ ...order, discountCode: '' }).discountCode).toBeUndefined();
    expect(orderInputSchema.parse({ ...order, discountCode: 'eid10' }).discountCode).toBe('EID10');
  });

  it('a stored order’s total is its subtotal less its discount plus delivery', () => {
    const stored = {
      orderNumber: '261122-7KQ3M',
      customer: { name: 'a', email: 'a@b.pk', phone: '1', address: 'x', city: 'y', country: 'z' },
      items: [{ id: 'p1', kind: 'product', name: 'Poster', quantity: 1, price: 1000 }],
      subtotal: 1000,
      discountCode: 'EID10',
      discountAmount: 100,
      deliveryCharge: 250,
      total: 1150,
      paymentMethod: 'Cash on Delivery',
    };
    expect(messageOf(storedOrderSchema, stored)).toBeNull();
    expect(messageOf(storedOrderSchema, { ...stored, total: 1250 })).toBe(
      'The total must be the subtotal, less the discount, plus the delivery charge',
    );
    expect(messageOf(storedOrderSchema, { ...stored, discountAmount: 1100, total: 150 })).toBe(
      'The discount cannot be more than the subtotal',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../constants';
import { orderItemInputSchema } from './order';

const line = { id: 'abc', quantity: 1 };

describe('an order line', () => {
  it('takes up to the line quantity cap of one item, and refuses one more', () => {
    expect(orderItemInputSchema.safeParse({ ...line, quantity: MAX_LINE_QUANTITY }).success).toBe(true);
    const over = orderItemInputSchema.safeParse({ ...line, quantity: MAX_LINE_QUANTITY + 1 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0].message).toBe('Quantity must be at most 1000');
  });
});

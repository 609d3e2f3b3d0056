import { describe, expect, it } from 'vitest';
import { ORDERS_PRINTED_MAX, orderPrintQuerySchema } from './order-print';

const id = (n: number) => `order${String(n).padStart(8, '0')}`;

describe('orderPrintQuerySchema', () => {
  it('reads the ids in their order, trimmed, each once', () => {
    const query = orderPrintQuerySchema.parse({ ids: ` ${id(2)},${id(1)} ,${id(2)},` });
    expect(query.ids).toEqual([id(2), id(1)]);
  });

  it.each([
    [{}, 'ids must be one text'],
    [{ ids: ['a', 'b'] }, 'ids must be one text'],
    [{ ids: '' }, 'ids must name at least one order'],
    [{ ids: ' , ' }, 'ids must name at least one order'],
    [{ ids: `${id(1)},../secret` }, 'ids must hold order ids'],
    [{ ids: Array.from({ length: ORDERS_PRINTED_MAX + 1 }, (_, n) => id(n)).join(',') }, 'at most 100'],
  ])('refuses %j with a message', (input, message) => {
    const result = orderPrintQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it(`takes exactly ${ORDERS_PRINTED_MAX} orders`, () => {
    const ids = Array.from({ length: ORDERS_PRINTED_MAX }, (_, n) => id(n));
    expect(orderPrintQuerySchema.parse({ ids: ids.join(',') }).ids).toHaveLength(ORDERS_PRINTED_MAX);
  });
});

import { FIRST_ORDER_STATUS, ORDER_STATUSES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import schema from './schema.json';

describe('the order content type', () => {
  it('stores exactly the order states of contracts, the first one by default', () => {
    expect(schema.attributes.status.enum).toEqual([...ORDER_STATUSES]);
    expect(schema.attributes.status.default).toBe(FIRST_ORDER_STATUS);
  });
});

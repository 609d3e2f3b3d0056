import { describe, expect, it } from 'vitest';
import { allOrdersQuerySchema, ORDERS_PAGE_SIZE_MAX, STAFF_ORDERS_PAGE_SIZE } from './order-pages';

const messageOf = (query: Record<string, unknown>) =>
  allOrdersQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('the all-orders query', () => {
  it('asks for no page when neither page nor pageSize is given', () => {
    expect(allOrdersQuerySchema.parse({})).toEqual({ paging: null });
    expect(allOrdersQuerySchema.parse({ status: 'placed' })).toEqual({ status: 'placed', paging: null });
  });

  it('takes the default of the one of page and pageSize that is missing', () => {
    expect(allOrdersQuerySchema.parse({ page: '3' }).paging).toEqual({
      page: 3,
      pageSize: STAFF_ORDERS_PAGE_SIZE,
    });
    expect(allOrdersQuerySchema.parse({ pageSize: '20' }).paging).toEqual({ page: 1, pageSize: 20 });
    expect(allOrdersQuerySchema.parse({ page: '2', pageSize: `${ORDERS_PAGE_SIZE_MAX}` }).paging).toEqual({
      page: 2,
      pageSize: ORDERS_PAGE_SIZE_MAX,
    });
  });

  it('refuses a page that is not a whole number from 1, and a page size above the most', () => {
    for (const page of ['0', '-1', '1.5', 'two', '', '01'])
      expect(messageOf({ page })).toBe('page must be a whole number from 1');
    expect(messageOf({ page: ['1', '2'] })).toBe('page must be a whole number from 1');
    for (const pageSize of ['0', '101', '2.5', 'all'])
      expect(messageOf({ pageSize })).toBe(
        `pageSize must be a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`,
      );
  });

  it('trims the search and drops an empty one, and refuses a long one', () => {
    expect(allOrdersQuerySchema.parse({ search: '  ORD-1 ' }).search).toBe('ORD-1');
    expect(allOrdersQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(messageOf({ search: 'x'.repeat(201) })).toBe('search must be at most 200 characters');
  });
});

import type { Order, OrderPage } from '@shop/contracts';
import {
  allOrdersCount,
  ordersViewFrom,
  ordersViewParams,
  pageAfterDelete,
  pageAfterMove,
} from './orders-view';

const order = (id: string, status: Order['status']) => ({ _id: id, status }) as Order;
const counts = {
  placed: 2,
  confirmed: 1,
  proof_sent: 0,
  approved: 0,
  in_production: 0,
  dispatched: 0,
  delivered: 4,
  cancelled: 0,
  returned: 0,
};
const page: OrderPage = {
  orders: [order('a', 'placed'), order('b', 'placed')],
  meta: { page: 1, pageSize: 50, pageCount: 1, total: 2 },
  counts,
};

describe('the orders view in the URL', () => {
  it('reads the state and the page, and falls back to every order on page 1', () => {
    expect(ordersViewFrom(new URLSearchParams('status=confirmed&page=3'))).toEqual({
      status: 'confirmed',
      page: 3,
    });
    for (const query of ['', 'status=lost&page=0', 'page=-2', 'page=1.5', 'page=two'])
      expect(ordersViewFrom(new URLSearchParams(query))).toEqual({ status: null, page: 1 });
  });

  it('writes only what differs from every order on page 1', () => {
    expect(ordersViewParams({ status: null, page: 1 }).toString()).toBe('');
    expect(ordersViewParams({ status: 'placed', page: 2 }).toString()).toBe('status=placed&page=2');
  });
});

describe('a page kept in step with moves and deletes', () => {
  it('counts every order across the states', () => {
    expect(allOrdersCount(counts)).toBe(7);
  });

  it('moves the count with the order, and the order out of its old tab’s total', () => {
    const moved = pageAfterMove(page, order('a', 'confirmed'), 'placed');
    expect(moved.orders.map((o) => o.status)).toEqual(['confirmed', 'placed']);
    expect(moved.counts).toMatchObject({ placed: 1, confirmed: 2 });
    expect(moved.meta.total).toBe(1);
    expect(pageAfterMove(page, order('a', 'confirmed'), null).meta.total).toBe(2);
    expect(pageAfterMove(page, order('z', 'confirmed'), null)).toBe(page);
  });

  it('takes a deleted order off the page, its state’s count and the total', () => {
    const after = pageAfterDelete(page, 'b', null);
    expect(after.orders.map((o) => o._id)).toEqual(['a']);
    expect(after.counts.placed).toBe(1);
    expect(after.meta.total).toBe(1);
    expect(pageAfterDelete(page, 'z', null)).toBe(page);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  holdsStock,
  isCashDue,
  NOT_A_SALE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusOf,
  refusedMoveMessage,
} from './order-status';

const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'in_production'],
  ['confirmed', 'cancelled'],
  ['in_production', 'dispatched'],
  ['in_production', 'cancelled'],
  ['dispatched', 'delivered'],
  ['dispatched', 'returned'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([a, b]) => a === from && b === to);

describe('the order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = isAllowed(from, to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMoveOrder(from, to)).toBe(allowed);
      });
    }
  }

  it('names the current state when it refuses a move', () => {
    expect(refusedMoveMessage('delivered', 'cancelled')).toBe(
      'This order is Delivered, so it cannot become Cancelled: it cannot change any more',
    );
    expect(refusedMoveMessage('placed', 'dispatched')).toBe(
      'This order is Placed, so it cannot become Dispatched: it can only become Confirmed or Cancelled',
    );
  });

  it('reads an order stored before the lifecycle as placed', () => {
    expect(orderStatusOf(undefined)).toBe('placed');
    expect(orderStatusOf(null)).toBe('placed');
    expect(orderStatusOf('dispatched')).toBe('dispatched');
  });
});

describe('what each state means for money and stock', () => {
  const cashDue = ORDER_STATUSES.filter(isCashDue);
  it('counts the cash as due until the parcel is delivered, and never for a cancelled or returned order', () => {
    expect(cashDue).toEqual(['placed', 'confirmed', 'in_production', 'dispatched']);
  });

  it('leaves cancelled and returned orders out of the sales figures', () => {
    expect(NOT_A_SALE_STATUSES).toEqual(['cancelled', 'returned']);
  });

  it('has an order hold its stock until it is delivered, cancelled or returned', () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual(['placed', 'confirmed', 'in_production', 'dispatched']);
  });
});

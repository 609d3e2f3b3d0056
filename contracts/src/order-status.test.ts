import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  holdsStock,
  isCashDue,
  NOT_A_SALE_STATUSES,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  orderNeedsApproval,
  orderStatusOf,
  refusedMoveMessage,
  staffMoves,
} from './order-status';

const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['in_production', 'dispatched'],
  ['in_production', 'cancelled'],
  ['dispatched', 'delivered'],
  ['dispatched', 'returned'],
];
/** Out of a sent proof or an approval, every order moves alike (it can only be there with a proof). */
const FROM_THE_PROOF: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['proof_sent', 'approved'],
  ['proof_sent', 'confirmed'],
  ['proof_sent', 'cancelled'],
  ['approved', 'in_production'],
  ['approved', 'cancelled'],
];
/** An order without a line that needs approval goes straight from confirmed to production. */
const WITHOUT_APPROVAL: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ...ALLOWED,
  ...FROM_THE_PROOF,
  ['confirmed', 'in_production'],
];
/** An order with such a line goes through the proof: sent, then approved, or back to confirmed on a change. */
const WITH_APPROVAL: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ...ALLOWED,
  ...FROM_THE_PROOF,
  ['confirmed', 'proof_sent'],
];
const isIn = (table: typeof ALLOWED, from: OrderStatus, to: OrderStatus) =>
  table.some(([a, b]) => a === from && b === to);

describe('the order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = isIn(WITHOUT_APPROVAL, from, to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to} for an order without approval`, () => {
        expect(canMoveOrder(from, to)).toBe(allowed);
        expect(canMoveOrder(from, to, false)).toBe(allowed);
      });
      const allowedWithProof = isIn(WITH_APPROVAL, from, to);
      it(`${allowedWithProof ? 'allows' : 'refuses'} ${from} → ${to} for an order that needs approval`, () => {
        expect(canMoveOrder(from, to, true)).toBe(allowedWithProof);
      });
    }
  }

  it('never lets an order without approval lines reach the proof, nor one with them skip it', () => {
    expect(nextStatuses('confirmed')).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses('confirmed', true)).toEqual(['proof_sent', 'cancelled']);
    expect(refusedMoveMessage('confirmed', 'in_production', true)).toBe(
      'This order is Confirmed, so it cannot become In production: it can only become Proof sent or Cancelled',
    );
  });

  it('leaves the approval to the customer: staff send the proof, withdraw it or cancel', () => {
    expect(staffMoves('confirmed', [{ needsApproval: true }])).toEqual(['proof_sent', 'cancelled']);
    expect(staffMoves('confirmed', [{}])).toEqual(['in_production', 'cancelled']);
    expect(staffMoves('proof_sent', [{ needsApproval: true }])).toEqual(['confirmed', 'cancelled']);
    expect(staffMoves('approved', [{ needsApproval: true }])).toEqual(['in_production', 'cancelled']);
  });

  it('needs approval when at least one line remembers that its template needed it', () => {
    expect(orderNeedsApproval([{}, { needsApproval: true }])).toBe(true);
    expect(orderNeedsApproval([{ needsApproval: false }, {}])).toBe(false);
    expect(orderNeedsApproval([])).toBe(false);
    expect(orderNeedsApproval(null)).toBe(false);
  });

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
    expect(cashDue).toEqual(['placed', 'confirmed', 'proof_sent', 'approved', 'in_production', 'dispatched']);
  });

  it('leaves cancelled and returned orders out of the sales figures', () => {
    expect(NOT_A_SALE_STATUSES).toEqual(['cancelled', 'returned']);
  });

  it('has an order hold its stock until it is delivered, cancelled or returned', () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual([
      'placed',
      'confirmed',
      'proof_sent',
      'approved',
      'in_production',
      'dispatched',
    ]);
  });
});

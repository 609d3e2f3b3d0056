/** The life of a cash-on-delivery order after the checkout (issue 12): its states and the moves between them. */

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'proof_sent',
  'approved',
  'in_production',
  'dispatched',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order stored before the lifecycle existed has no status: it reads as placed. */
export const FIRST_ORDER_STATUS: OrderStatus = 'placed';

/**
 * The only moves the shop allows, from each state. Delivered, cancelled and returned are final. From
 * confirmed, an order with a line that needs the customer's approval goes to proof_sent, any other
 * straight to in_production (see `nextStatuses`); a change request takes a sent proof back to confirmed.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['proof_sent', 'in_production', 'cancelled'],
  proof_sent: ['approved', 'confirmed', 'cancelled'],
  approved: ['in_production', 'cancelled'],
  in_production: ['dispatched', 'cancelled'],
  dispatched: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Moves that put the ordered quantities back on the shelf. */
export const STOCK_RETURNING_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

/** Orders that never became a sale: the sales figures (revenue, order counts, average order) leave them out. */
export const NOT_A_SALE_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

/** The cash is still to be collected: any state but delivered (paid), cancelled or returned. */
export function isCashDue(status: OrderStatus): boolean {
  return status !== 'delivered' && !NOT_A_SALE_STATUSES.includes(status);
}

/** The order still holds its stock: deleting it puts the quantities back (a delivered order's left the shop). */
export function holdsStock(status: OrderStatus): boolean {
  return isCashDue(status);
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  proof_sent: 'Proof sent',
  approved: 'Approved',
  in_production: 'In production',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** The button that moves an order into a state. */
export const ORDER_ACTION_LABELS: Readonly<Record<Exclude<OrderStatus, 'placed'>, string>> = {
  confirmed: 'Confirm',
  proof_sent: 'Send proof',
  approved: 'Approve',
  in_production: 'Start production',
  dispatched: 'Dispatch',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancel',
};

/** What the shopper reads on the tracking page for each state. */
export const ORDER_STATUS_EXPLANATIONS: Readonly<Record<OrderStatus, string>> = {
  placed: 'We received your order and will call you to confirm it.',
  confirmed: 'You confirmed the order; it is waiting to be printed.',
  proof_sent: 'Your proof is ready: please look at it below and approve it, or ask for a change.',
  approved: 'You approved the proof; it is waiting to be printed.',
  in_production: 'Your print is being made.',
  dispatched: 'Your parcel is with the courier. Please keep the cash ready.',
  delivered: 'Delivered and paid. Thank you!',
  cancelled: 'This order was cancelled.',
  returned: 'The parcel came back to us.',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The status of a stored order; one stored before the lifecycle (no status) is placed. */
export function orderStatusOf(value: unknown): OrderStatus {
  return isOrderStatus(value) ? value : FIRST_ORDER_STATUS;
}

/** An order line as the approval rule reads it: did its template need the customer's approval when ordered? */
export interface ApprovalLine {
  needsApproval?: boolean | null;
}

/** An order with at least one line whose template needed the customer's approval goes through the proof. */
export function orderNeedsApproval(lines: readonly ApprovalLine[] | null | undefined): boolean {
  return Array.isArray(lines) && lines.some((line) => line?.needsApproval === true);
}

/** The moves out of a state for this kind of order: from confirmed, the proof or production, never both. */
export function nextStatuses(from: OrderStatus, needsApproval = false): readonly OrderStatus[] {
  const skipped: OrderStatus = needsApproval ? 'in_production' : 'proof_sent';
  return from === 'confirmed'
    ? ORDER_TRANSITIONS[from].filter((to) => to !== skipped)
    : ORDER_TRANSITIONS[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, needsApproval = false): boolean {
  return nextStatuses(from, needsApproval).includes(to);
}

/** The moves staff make on an order: its next states but the customer's own approval of the proof. */
export function staffMoves(status: OrderStatus, lines?: readonly ApprovalLine[] | null): OrderStatus[] {
  return nextStatuses(status, orderNeedsApproval(lines)).filter((to) => to !== 'approved');
}

/** The 409 message for a move the table refuses: it names the order's current state. */
export function refusedMoveMessage(from: OrderStatus, to: OrderStatus, needsApproval = false): string {
  const allowed = nextStatuses(from, needsApproval);
  const options =
    allowed.length === 0
      ? 'it cannot change any more'
      : `it can only become ${allowed.map((s) => ORDER_STATUS_LABELS[s]).join(' or ')}`;
  return `This order is ${ORDER_STATUS_LABELS[from]}, so it cannot become ${ORDER_STATUS_LABELS[to]}: ${options}`;
}

/** A proof the customer is looking at, or has approved, is not changed under them. */
const PROOF_STATUSES: readonly OrderStatus[] = ['proof_sent', 'approved'];

/**
 * The states in which staff may still correct an order (its customer, its lines): those from which it
 * can still be dispatched, but for the proof's (a change request brings the order back to confirmed).
 * Once dispatched, delivered, cancelled or returned, it stays as it was.
 */
export const CORRECTABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => {
  const reached = new Set<OrderStatus>([status]);
  for (const state of reached) for (const next of ORDER_TRANSITIONS[state]) reached.add(next);
  return status !== 'dispatched' && reached.has('dispatched') && !PROOF_STATUSES.includes(status);
});

export function canCorrectOrder(status: OrderStatus): boolean {
  return CORRECTABLE_STATUSES.includes(status);
}

/** The 409 message for a correction of an order past dispatch (or cancelled). */
export function refusedCorrectionMessage(status: OrderStatus): string {
  return `This order is ${ORDER_STATUS_LABELS[status]}, so it can no longer be corrected: only an order that is ${CORRECTABLE_STATUSES.map((s) => ORDER_STATUS_LABELS[s]).join(', ')} can be`;
}

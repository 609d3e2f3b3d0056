import { MAX_LINE_QUANTITY } from '../constants';
import { ruleText } from './rule-texts';

/**
 * The owner's limits on one order (issue #38 item 3): without them one anonymous cash-on-delivery order
 * could take a whole product's stock. Staff set both on the Shop settings screen; these are a fresh
 * shop's values and the bounds the screen allows.
 */
export const DEFAULT_MAX_UNITS_PER_ORDER = 20;
export const DEFAULT_MAX_WAITING_ORDERS_PER_PHONE = 3;

/** A higher limit on units than one line may hold would mean nothing. */
export const MAX_UNITS_PER_ORDER_BOUND = MAX_LINE_QUANTITY;
export const MAX_WAITING_ORDERS_PER_PHONE_BOUND = 100;

/** Under the quantity controls once they stop at the limit, and the end of the server's refusal. */
export function contactForMoreMessage(limit: number): string {
  return ruleText('limit.contactForMore', { limit });
}

/** The 400 for an order that asks for more units of one item (all its sizes and frames together). */
export function tooManyUnitsMessage(name: string, limit: number): string {
  return ruleText('limit.tooManyUnits', { limit, name });
}

/** The 429 for a phone number that already has as many orders waiting for the confirmation call as allowed. */
export function tooManyWaitingOrdersMessage(limit: number): string {
  return limit === 1 ? ruleText('limit.waitingOrdersOne') : ruleText('limit.waitingOrdersMany', { limit });
}

/** Which limit stopped an order attempt, as staff read it on the stopped orders list. */
export const ORDER_LIMIT_LABELS = {
  unitsPerOrder: 'Too many of one item',
  waitingOrdersPerPhone: 'Too many orders waiting for one phone',
} as const;
export type OrderLimitKind = keyof typeof ORDER_LIMIT_LABELS;

/** The first item of which the lines ask for more than the limit, its lines added up (sizes and frames share it). */
export function itemOverUnitLimit<L extends { id: string; name: string; quantity: number }>(
  lines: readonly L[],
  limit: number,
): { id: string; name: string; quantity: number } | null {
  const totals = new Map<string, { id: string; name: string; quantity: number }>();
  for (const line of lines) {
    const total = totals.get(line.id) ?? { id: line.id, name: line.name, quantity: 0 };
    total.quantity += line.quantity;
    totals.set(line.id, total);
  }
  return [...totals.values()].find((total) => total.quantity > limit) ?? null;
}

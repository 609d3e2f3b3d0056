import { DELIVERY_CHARGE, MINIMUM_ORDER } from '../constants';
import { formatRupees } from '../money';

/** The spec's words when an order is under the minimum (spec points 5 and 9). */
export const MINIMUM_ORDER_MESSAGE = `Minimum order amount is ${formatRupees(MINIMUM_ORDER)}`;

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  total: number;
}

/** An amount reaches the minimum order when it is at least Rs. 500. */
export function meetsMinimumOrder(amount: number): boolean {
  return amount >= MINIMUM_ORDER;
}

/** What lines add up to: price times quantity, summed. */
export function subtotalOf(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Subtotal, the flat delivery charge and the total (spec point 9). */
export function orderTotalsOf(lines: readonly { price: number; quantity: number }[]): OrderTotals {
  const subtotal = subtotalOf(lines);
  return { subtotal, deliveryCharge: DELIVERY_CHARGE, total: subtotal + DELIVERY_CHARGE };
}

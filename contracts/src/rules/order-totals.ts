import { MINIMUM_ORDER } from '../constants';
import { formatRupees } from '../money';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, deliveryChargeFor } from './delivery';

/** The spec's words when an order is under the minimum (spec points 5 and 9), for the owner's minimum. */
export function minimumOrderMessage(minimum: number): string {
  return `Minimum order amount is ${formatRupees(minimum)}`;
}

/** The message at the spec's Rs. 500. */
export const MINIMUM_ORDER_MESSAGE = minimumOrderMessage(MINIMUM_ORDER);

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  total: number;
}

/** An amount reaches the minimum order when it is at least the minimum (the spec's Rs. 500 by default). */
export function meetsMinimumOrder(amount: number, minimum: number = MINIMUM_ORDER): boolean {
  return amount >= minimum;
}

/** What lines add up to: price times quantity, summed. */
export function subtotalOf(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * Subtotal, the delivery charge for the city and the total (spec point 9). At the default settings
 * (and with no city) the charge is the spec's flat Rs. 250.
 */
export function orderTotalsOf(
  lines: readonly { price: number; quantity: number }[],
  delivery: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
  city = '',
): OrderTotals {
  const subtotal = subtotalOf(lines);
  const deliveryCharge = deliveryChargeFor(delivery, city, subtotal);
  return { subtotal, deliveryCharge, total: subtotal + deliveryCharge };
}

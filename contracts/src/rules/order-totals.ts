import { MINIMUM_ORDER } from '../constants';
import { formatRupees } from '../money';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, deliveryChargeFor } from './delivery';
import { type DiscountTerms, discountAmountOf } from './discount';
import { ruleText } from './rule-texts';

/** The spec's words when an order is under the minimum (spec points 5 and 9), for the owner's minimum. */
export function minimumOrderMessage(minimum: number): string {
  return ruleText('order.minimum', { minimum: formatRupees(minimum) });
}

/** The message at the spec's Rs. 500. */
export const MINIMUM_ORDER_MESSAGE = minimumOrderMessage(MINIMUM_ORDER);

export interface OrderTotals {
  subtotal: number;
  /** Only when a discount code applies: the rupees it takes off the subtotal. */
  discountAmount?: number;
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
 * Subtotal, the discount of a code if one applies, the delivery charge for the city and the total
 * (spec point 9): total = subtotal - discount + delivery. Free delivery is judged on the subtotal after
 * the discount (what the goods cost the shopper). At the default settings, with no city and no code,
 * the charge is the spec's flat Rs. 250.
 */
export function orderTotalsOf(
  lines: readonly { price: number; quantity: number }[],
  delivery: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
  city = '',
  discount: Pick<DiscountTerms, 'kind' | 'value'> | null = null,
): OrderTotals {
  const subtotal = subtotalOf(lines);
  if (!discount) {
    const deliveryCharge = deliveryChargeFor(delivery, city, subtotal);
    return { subtotal, deliveryCharge, total: subtotal + deliveryCharge };
  }
  const discountAmount = discountAmountOf(discount, subtotal);
  const deliveryCharge = deliveryChargeFor(delivery, city, subtotal - discountAmount);
  return { subtotal, discountAmount, deliveryCharge, total: subtotal - discountAmount + deliveryCharge };
}

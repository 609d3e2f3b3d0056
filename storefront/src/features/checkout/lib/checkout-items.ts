import { DELIVERY_CHARGE, formatRupees, MINIMUM_ORDER, type OrderItemInput } from '@shop/contracts';
import { z } from 'zod';
import { type CartLine, cartLineSchema, cartSubtotal } from '@/lib/cart';

export const ORDER_MESSAGES = {
  minimum: `Minimum order amount is ${formatRupees(MINIMUM_ORDER)}`,
  placed: 'Order placed successfully!',
  failed: 'Failed to place order',
  placing: 'Placing your order...',
} as const;

const stateSchema = z.object({ items: z.array(cartLineSchema).min(1) });

/** The Buy Now items passed in navigation state, or null when there are none (spec point 2, 'Checkout'). */
export function itemsFromState(state: unknown): CartLine[] | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.items : null;
}

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  total: number;
}

/** Subtotal, the flat delivery charge and the total (spec point 9). */
export function orderTotals(lines: readonly CartLine[]): OrderTotals {
  const subtotal = cartSubtotal(lines);
  return { subtotal, deliveryCharge: DELIVERY_CHARGE, total: subtotal + DELIVERY_CHARGE };
}

/** The Rs. 500 minimum is checked against the total including delivery (spec point 5). */
export function meetsMinimumOrder(totals: OrderTotals): boolean {
  return totals.total >= MINIMUM_ORDER;
}

/** Cart lines as order items: what the order schema takes, nothing empty. */
export function orderItemsOf(lines: readonly CartLine[]): OrderItemInput[] {
  return lines.map((line) => ({
    id: line.id,
    cartId: line.cartId,
    name: line.name,
    ...(line.image ? { image: line.image } : {}),
    size: line.size ?? null,
    ...(line.sizeIndex != null ? { sizeIndex: line.sizeIndex } : {}),
    frame: line.frame ?? null,
    quantity: line.quantity,
    price: line.price,
    ...(line.customFields && Object.keys(line.customFields).length > 0
      ? { customFields: line.customFields }
      : {}),
  }));
}

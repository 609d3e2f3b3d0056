import type { OrderItemInput } from '@shop/contracts';
import { z } from 'zod';
import type { CartLine } from '@/lib/cart';
import { cartLineSchema } from '@/lib/cart/cart-line-schema';

const stateSchema = z.object({ items: z.array(cartLineSchema).min(1) });

/** The Buy Now items passed in navigation state, or null when there are none (spec point 2, 'Checkout'). */
export function itemsFromState(state: unknown): CartLine[] | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.items : null;
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
    ...(line.photoCrops ? { photoCrops: line.photoCrops } : {}),
    ...(line.fieldScripts ? { fieldScripts: line.fieldScripts } : {}),
  }));
}

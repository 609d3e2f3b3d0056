// zod/mini: the cart is read on every page, so this schema ships in the storefront's entry.
import { subtotalOf } from '@shop/contracts';
import * as z from 'zod/mini';

/** A cart line as stored under the 'cart' key (spec section 3). */
export const cartLineSchema = z.object({
  cartId: z.string(),
  id: z.string(),
  name: z.string(),
  size: z.optional(z.nullable(z.string())),
  /** The chosen size's position among the item's sizes (labels may repeat); absent in older carts. */
  sizeIndex: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  frame: z.optional(z.nullable(z.string())),
  quantity: z.int().check(z.minimum(1)),
  /** The item's stock when it was added: the most the line may hold (absent in older carts). */
  stock: z.optional(z.int().check(z.minimum(0))),
  price: z.number(),
  image: z.optional(z.nullable(z.string())),
  customFields: z.optional(z.record(z.string(), z.string())),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type NewCartLine = Omit<CartLine, 'cartId'>;

export function isCustomLine(line: CartLine): boolean {
  return line.customFields !== undefined && Object.keys(line.customFields).length > 0;
}

/** The order schema's bound on one line's quantity. */
export const MAX_LINE_QUANTITY = 1000;

/** The most a line may hold: its item's stock when known (at least 1), else the order schema's bound. */
export function maxQuantityOf(line: Pick<CartLine, 'stock'>): number {
  return Math.max(1, Math.min(line.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
}

/** Two lines for the same item, size and frame, neither customised: one line with both quantities. */
export function isSameChoice(a: CartLine, b: CartLine): boolean {
  return (
    a.id === b.id &&
    (a.size ?? null) === (b.size ?? null) &&
    (a.sizeIndex ?? null) === (b.sizeIndex ?? null) &&
    (a.frame ?? null) === (b.frame ?? null) &&
    !isCustomLine(a) &&
    !isCustomLine(b)
  );
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return subtotalOf(lines);
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

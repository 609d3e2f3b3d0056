// zod/mini: the cart is read on every page, so this schema ships in the storefront's entry.
import * as z from 'zod/mini';

/** A cart line as stored under the 'cart' key (spec section 3). */
export const cartLineSchema = z.object({
  cartId: z.string(),
  id: z.string(),
  name: z.string(),
  size: z.optional(z.nullable(z.string())),
  frame: z.optional(z.nullable(z.string())),
  quantity: z.int().check(z.minimum(1)),
  price: z.number(),
  image: z.optional(z.nullable(z.string())),
  customFields: z.optional(z.record(z.string(), z.string())),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type NewCartLine = Omit<CartLine, 'cartId'>;

export function isCustomLine(line: CartLine): boolean {
  return line.customFields !== undefined && Object.keys(line.customFields).length > 0;
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

import { z } from 'zod';

/** A cart line as stored under the 'cart' key (spec section 3). */
export const cartLineSchema = z.object({
  cartId: z.string(),
  id: z.string(),
  name: z.string(),
  size: z.string().nullable().optional(),
  frame: z.string().nullable().optional(),
  quantity: z.number().int().min(1),
  price: z.number(),
  image: z.string().nullable().optional(),
  customFields: z.record(z.string(), z.string()).optional(),
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

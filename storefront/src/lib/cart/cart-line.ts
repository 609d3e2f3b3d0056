import { MAX_LINE_QUANTITY, subtotalOf } from '@shop/contracts';
import type { CartLine } from './cart-line-schema';

// The line's schema is in ./cart-line-schema, loaded beside the first page's requests (decision 0017).
export type { CartLine };
export type NewCartLine = Omit<CartLine, 'cartId'>;

export function isCustomLine(line: CartLine): boolean {
  return line.customFields !== undefined && Object.keys(line.customFields).length > 0;
}

/**
 * The most of an item the whole cart may hold: its stock when known, and no more than the owner's limit
 * on units of one item per order (Shop settings) nor the order schema's bound.
 */
export function itemCapOf(line: Pick<CartLine, 'stock'>, unitLimit = MAX_LINE_QUANTITY): number {
  return Math.max(0, Math.min(line.stock ?? MAX_LINE_QUANTITY, unitLimit, MAX_LINE_QUANTITY));
}

/**
 * The owner's limit, not the stock, stops the item at this quantity: the shopper is told to contact the
 * shop for more.
 */
export function atUnitLimit(quantity: number, stock: number | undefined, unitLimit: number): boolean {
  return quantity >= unitLimit && unitLimit < Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/** How many of an item the cart's lines hold, over every size and frame, leaving out one line if named. */
export function quantityOfItem(lines: readonly CartLine[], itemId: string, exceptCartId?: string): number {
  return lines.reduce(
    (sum, line) => (line.id === itemId && line.cartId !== exceptCartId ? sum + line.quantity : sum),
    0,
  );
}

/** How many more of an item the cart can take: every size and frame of a product shares its one stock. */
export function roomForItem(
  lines: readonly CartLine[],
  line: Pick<CartLine, 'id' | 'stock'>,
  unitLimit = MAX_LINE_QUANTITY,
): number {
  return Math.max(0, itemCapOf(line, unitLimit) - quantityOfItem(lines, line.id));
}

/**
 * The item's lines told its stock now and held within it, shared out in cart order; a line left with
 * none goes (the checkout mends a refused order the same way).
 */
export function withinItemStock(lines: readonly CartLine[], itemId: string, stock: number): CartLine[] {
  let left = itemCapOf({ stock });
  return lines.flatMap((line) => {
    if (line.id !== itemId) return [line];
    const quantity = Math.min(line.quantity, left);
    left -= quantity;
    return quantity > 0 ? [{ ...line, stock, quantity }] : [];
  });
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

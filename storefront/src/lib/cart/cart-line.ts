import { subtotalOf } from '@shop/contracts';
import type { CartLine } from './cart-line-schema';

// The line's schema is in ./cart-line-schema, loaded beside the first page's requests (decision 0017).
export type { CartLine };
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

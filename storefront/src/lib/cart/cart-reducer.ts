import {
  type CartLine,
  isSameChoice,
  itemCapOf,
  quantityOfItem,
  roomForItem,
  withinItemStock,
} from './cart-line';
import { MAX_LINE_QUANTITY } from '@shop/contracts';

/** `unitLimit`: the owner's limit on units of one item per order (Shop settings); none: the schema's bound. */
export type CartAction =
  | { type: 'add'; line: CartLine; unitLimit?: number }
  | { type: 'remove'; cartId: string }
  | { type: 'updateQuantity'; cartId: string; quantity: number; unitLimit?: number }
  | { type: 'replace'; lines: readonly CartLine[] }
  | { type: 'clear' };

/** The lines held within the stock the new line brings, and how much of the new line fits beside them. */
function addingTo(lines: readonly CartLine[], line: Omit<CartLine, 'cartId'>, unitLimit: number) {
  const stock = line.stock ?? lines.find((existing) => existing.id === line.id)?.stock;
  const current = stock === undefined ? [...lines] : withinItemStock(lines, line.id, stock);
  const room = roomForItem(current, { id: line.id, stock }, unitLimit);
  return { current, stock, adding: Math.min(line.quantity, room) };
}

/**
 * How many of a new line Add to Cart will put in the cart (0 when the cart holds all of the item's stock,
 * or as many as one order may hold).
 */
export function addableQuantity(
  lines: readonly CartLine[],
  line: Omit<CartLine, 'cartId'>,
  unitLimit = MAX_LINE_QUANTITY,
): number {
  return Math.max(0, addingTo(lines, line, unitLimit).adding);
}

/**
 * Adds a line within the item's stock, counted over all its lines (every size and frame shares it);
 * the same item, size and frame again (not customised) raises that line. The stock the added line
 * brings is the item's stock now: every line of the item is held within it first.
 */
function addLine(lines: readonly CartLine[], line: CartLine, unitLimit: number): CartLine[] {
  const { current, stock, adding } = addingTo(lines, line, unitLimit);
  if (adding <= 0) return current;
  const same = current.find((existing) => isSameChoice(existing, line));
  if (!same) return [...current, { ...line, stock, quantity: adding }];
  return current.map((existing) =>
    existing === same ? { ...existing, stock, quantity: existing.quantity + adding } : existing,
  );
}

/** A line's new quantity: at least 1, and within what the item's other lines leave of its stock and limit. */
function updateQuantity(
  lines: readonly CartLine[],
  cartId: string,
  wanted: number,
  unitLimit: number,
): CartLine[] {
  return lines.map((line) => {
    if (line.cartId !== cartId) return line;
    const room = itemCapOf(line, unitLimit) - quantityOfItem(lines, line.id, cartId);
    return { ...line, quantity: Math.max(1, Math.min(wanted, room)) };
  });
}

/**
 * The cart rules of spec section 4, as a pure function; no item's lines together hold more than its
 * stock, nor more than the owner's limit on units of one item per order.
 */
export function cartReducer(lines: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return addLine(lines, action.line, action.unitLimit ?? MAX_LINE_QUANTITY);
    case 'remove':
      return lines.filter((line) => line.cartId !== action.cartId);
    case 'updateQuantity':
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return [...lines];
      return updateQuantity(lines, action.cartId, action.quantity, action.unitLimit ?? MAX_LINE_QUANTITY);
    case 'replace':
      return [...action.lines];
    case 'clear':
      return [];
  }
}

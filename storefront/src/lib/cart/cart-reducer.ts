import { type CartLine, isSameChoice, maxQuantityOf } from './cart-line';

export type CartAction =
  | { type: 'add'; line: CartLine }
  | { type: 'remove'; cartId: string }
  | { type: 'updateQuantity'; cartId: string; quantity: number }
  | { type: 'replace'; lines: readonly CartLine[] }
  | { type: 'clear' };

/** Adds a line; the same item, size and frame again (not customised) raises that line, up to the stock. */
function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const same = lines.find((existing) => isSameChoice(existing, line));
  if (!same) return [...lines, { ...line, quantity: Math.min(line.quantity, maxQuantityOf(line)) }];
  const stock = line.stock ?? same.stock;
  const quantity = Math.min(same.quantity + line.quantity, maxQuantityOf({ stock }));
  return lines.map((existing) => (existing === same ? { ...existing, stock, quantity } : existing));
}

/** The cart rules of spec section 4, as a pure function; no line holds more than its item's stock. */
export function cartReducer(lines: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return addLine(lines, action.line);
    case 'remove':
      return lines.filter((line) => line.cartId !== action.cartId);
    case 'updateQuantity':
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return [...lines];
      return lines.map((line) =>
        line.cartId === action.cartId
          ? { ...line, quantity: Math.min(action.quantity, maxQuantityOf(line)) }
          : line,
      );
    case 'replace':
      return [...action.lines];
    case 'clear':
      return [];
  }
}

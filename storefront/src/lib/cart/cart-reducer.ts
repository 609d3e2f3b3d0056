import type { CartLine } from './cart-line';

export type CartAction =
  | { type: 'add'; line: CartLine }
  | { type: 'remove'; cartId: string }
  | { type: 'updateQuantity'; cartId: string; quantity: number }
  | { type: 'clear' };

/** The cart rules of spec section 4, as a pure function. */
export function cartReducer(lines: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return [...lines, action.line];
    case 'remove':
      return lines.filter((line) => line.cartId !== action.cartId);
    case 'updateQuantity':
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return [...lines];
      return lines.map((line) =>
        line.cartId === action.cartId ? { ...line, quantity: action.quantity } : line,
      );
    case 'clear':
      return [];
  }
}

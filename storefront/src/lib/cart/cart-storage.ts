import { type CartLine, cartLineSchema } from './cart-line';

export const CART_KEY = 'cart';
export const CART_UPDATED_EVENT = 'cartUpdated';
export const CART_CLEARED_EVENT = 'cartCleared';

/** The stored cart; an unreadable or non-list value starts an empty cart. Bad lines are dropped. */
export function loadCart(): CartLine[] {
  try {
    const raw = localStorage.getItem(CART_KEY);
    if (!raw) return [];
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((line) => {
      const parsed = cartLineSchema.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (error) {
    console.warn('Error loading cart from localStorage', error);
    return [];
  }
}

export function saveCart(lines: readonly CartLine[]): void {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

export function removeStoredCart(): void {
  localStorage.removeItem(CART_KEY);
  window.dispatchEvent(new Event(CART_CLEARED_EVENT));
}

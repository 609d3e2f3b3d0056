import type { CartLine } from './cart-line';

type CartLineSchema = typeof import('./cart-line-schema')['cartLineSchema'];

let lineSchema: CartLineSchema | undefined;

/**
 * The stored lines' schema, a dynamic import started when the app starts (beside the first page's
 * requests): zod stays out of the entry (decision 0017). `useCart` waits for it with React's `use()`,
 * which returns at once for a promise marked fulfilled, as this one is once the schema is there.
 */
export const cartSchemaReady: Promise<void> = import('./cart-line-schema').then((module) => {
  lineSchema = module.cartLineSchema;
  Object.assign(cartSchemaReady, { status: 'fulfilled', value: undefined });
});

export const CART_KEY = 'cart';
export const CART_UPDATED_EVENT = 'cartUpdated';
export const CART_CLEARED_EVENT = 'cartCleared';

/** The stored cart; an unreadable or non-list value starts an empty cart. Bad lines are dropped. */
export function loadCart(): CartLine[] {
  const schema = lineSchema;
  if (!schema) throw new Error('The cart was read before its schema loaded (wait for cartSchemaReady)');
  try {
    const raw = localStorage.getItem(CART_KEY);
    if (!raw) return [];
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((line) => {
      const parsed = schema.safeParse(line);
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

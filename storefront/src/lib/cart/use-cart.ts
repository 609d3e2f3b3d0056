import { use, useCallback, useSyncExternalStore } from 'react';
import { randomId } from '../random-id';
import type { CartLine, NewCartLine } from './cart-line';
import { addableQuantity, type CartAction, cartReducer } from './cart-reducer';
import {
  CART_CLEARED_EVENT,
  CART_KEY,
  CART_UPDATED_EVENT,
  cartSchemaReady,
  loadCart,
  removeStoredCart,
  saveCart,
} from './cart-storage';

let snapshot: CartLine[] | null = null;

function currentCart(): CartLine[] {
  if (snapshot === null) snapshot = loadCart();
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  const refresh = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== CART_KEY && event.key !== null) return;
    snapshot = loadCart();
    onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, refresh);
  window.addEventListener(CART_CLEARED_EVENT, refresh);
  window.addEventListener('storage', refresh);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, refresh);
    window.removeEventListener(CART_CLEARED_EVENT, refresh);
    window.removeEventListener('storage', refresh);
  };
}

export function dispatchCart(action: CartAction): void {
  const next = cartReducer(currentCart(), action);
  snapshot = next;
  if (action.type === 'clear') removeStoredCart();
  else saveCart(next);
}

/** Forget the in-memory copy (tests start each case from storage). */
export function resetCartSnapshot(): void {
  snapshot = null;
}

/**
 * The cart, shared by every component and every tab through storage events. The first render after a
 * page load suspends until the lines' schema has arrived, so no unchecked line is ever shown. `use()`
 * is called on every render, not only while the schema loads: React may replay a suspended component
 * once the schema is there, and a replay that skips the `use()` breaks React's hooks (error #467).
 */
export function useCart() {
  use(cartSchemaReady);
  const lines = useSyncExternalStore(subscribe, currentCart, currentCart);
  /**
   * Adds a line within the item's stock and the owner's limit on units per order; answers how many were
   * added (0: the cart holds all it may).
   */
  const addLine = useCallback((line: NewCartLine, unitLimit?: number): number => {
    const added = addableQuantity(currentCart(), line, unitLimit);
    dispatchCart({ type: 'add', line: { ...line, cartId: randomId() }, unitLimit });
    return added;
  }, []);
  const removeLine = useCallback((cartId: string) => dispatchCart({ type: 'remove', cartId }), []);
  const updateQuantity = useCallback(
    (cartId: string, quantity: number, unitLimit?: number) =>
      dispatchCart({ type: 'updateQuantity', cartId, quantity, unitLimit }),
    [],
  );
  const clearCart = useCallback(() => dispatchCart({ type: 'clear' }), []);
  const replaceLines = useCallback(
    (next: readonly CartLine[]) => dispatchCart({ type: 'replace', lines: next }),
    [],
  );
  return { lines, addLine, removeLine, updateQuantity, clearCart, replaceLines };
}

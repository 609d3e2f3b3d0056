import type { DiscountKind, DiscountTerms } from '@shop/contracts';
import { useSyncExternalStore } from 'react';

/** The code a shopper applied in the cart, carried to the checkout: its name and what it gives. */
export type AppliedDiscount = Pick<DiscountTerms, 'code' | 'kind' | 'value'>;

const KEY = 'discountCode';
const CHANGED_EVENT = 'discountCodeChanged';

function isKind(kind: unknown): kind is DiscountKind {
  return kind === 'percent' || kind === 'fixed';
}

/** The stored code, for this tab's visit; anything unreadable is none. */
function readApplied(): string | null {
  return sessionStorage.getItem(KEY);
}

function parseApplied(raw: string | null): AppliedDiscount | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<AppliedDiscount>;
    if (typeof stored.code === 'string' && isKind(stored.kind) && typeof stored.value === 'number') {
      return { code: stored.code, kind: stored.kind, value: stored.value };
    }
  } catch {
    // A value written by hand: no code.
  }
  return null;
}

export function applyDiscount(discount: AppliedDiscount | null): void {
  if (discount) sessionStorage.setItem(KEY, JSON.stringify(discount));
  else sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CHANGED_EVENT, onChange);
}

/** The applied code (the stored text is the snapshot, so each render compares a string). */
export function useAppliedDiscount(): AppliedDiscount | null {
  const raw = useSyncExternalStore(subscribe, readApplied, () => null);
  // Parsed from the same string each render: cheap, and stable in what it says.
  return parseApplied(raw);
}

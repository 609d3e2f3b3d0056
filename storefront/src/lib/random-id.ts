/** A fresh id for a cart line or an order attempt: a UUID where the browser has one (secure contexts). */
export function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

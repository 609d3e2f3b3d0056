import crypto from 'node:crypto';

// No 0/O, 1/I/L: order numbers are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A human-friendly order number: the date and five random characters, e.g. 261122-7KQ3M. */
export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = crypto.randomBytes(5);
  const suffix = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${date}-${suffix}`;
}

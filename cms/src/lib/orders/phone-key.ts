import { canonicalPhone } from '@shop/contracts';

/**
 * The number an order is counted under for the limit on waiting orders: its canonical form, so every
 * spelling of one number counts together; text that holds no number counts as itself, so it cannot
 * slip past the limit.
 */
export function phoneKey(phone: string): string {
  return canonicalPhone(phone) || phone.trim().toLowerCase();
}

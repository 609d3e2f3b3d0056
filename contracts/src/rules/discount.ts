import { formatRupees } from '../money';
import { ruleText } from './rule-texts';

/** How a discount code takes money off (issue #34 item 8): a percentage of the subtotal, or a fixed amount. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a code gives and when: the terms the cart and the server both judge an order by. */
export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  value: number;
  /** The subtotal (before the discount) an order needs for the code; null: any order. */
  minimumOrder: number | null;
  startsAt: string | null;
  endsAt: string | null;
  /** How many orders may use the code in all; null: no limit. */
  usageLimit: number | null;
  uses: number;
  enabled: boolean;
}

/** A code as typed, reduced to what names it: ' summer10' and 'SUMMER10' are one code. */
export function discountCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The rupees a code takes off a subtotal: a percentage rounded to whole rupees, or the fixed amount;
 * never more than the subtotal. A function of the lines' subtotal only, so a re-priced order gets it again.
 */
export function discountAmountOf(terms: Pick<DiscountTerms, 'kind' | 'value'>, subtotal: number): number {
  const amount = terms.kind === 'percent' ? Math.round((subtotal * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(amount, subtotal));
}

/** Why a code cannot be used, each with its own words (the 400's message, the cart's line under the field). */
export const DISCOUNT_CODE_MESSAGES = {
  unknown: (code: string) => ruleText('discount.unknown', { code }),
  notStarted: (code: string) => ruleText('discount.notStarted', { code }),
  expired: (code: string) => ruleText('discount.expired', { code }),
  usedUp: (code: string) => ruleText('discount.usedUp', { code }),
  usedByPhone: (code: string) => ruleText('discount.usedByPhone', { code }),
  belowMinimum: (code: string, minimum: number) =>
    ruleText('discount.belowMinimum', { code, minimum: formatRupees(minimum) }),
} as const;

/** Whether a refusal's message is about the code (every one of the messages above opens so). */
export function isDiscountCodeRefusal(message: string): boolean {
  return message.startsWith('The discount code "');
}

/**
 * Why these terms refuse an order of this subtotal now, or null when the code applies. A disabled code
 * reads as unknown to a shopper: it is not offered. The phone's own use is the server's to know.
 */
export function discountRefusalOf(
  terms: DiscountTerms | null,
  typed: string,
  subtotal: number,
  now: Date = new Date(),
): string | null {
  const code = discountCodeKey(typed);
  if (!terms?.enabled) return DISCOUNT_CODE_MESSAGES.unknown(code);
  if (terms.startsAt && now.getTime() < Date.parse(terms.startsAt))
    return DISCOUNT_CODE_MESSAGES.notStarted(code);
  if (terms.endsAt && now.getTime() >= Date.parse(terms.endsAt)) return DISCOUNT_CODE_MESSAGES.expired(code);
  if (terms.usageLimit !== null && terms.uses >= terms.usageLimit) return DISCOUNT_CODE_MESSAGES.usedUp(code);
  if (terms.minimumOrder !== null && subtotal < terms.minimumOrder) {
    return DISCOUNT_CODE_MESSAGES.belowMinimum(code, terms.minimumOrder);
  }
  return null;
}

/** How staff and the cart name what a code gives: '10% off' or 'Rs. 300 off'. */
export function discountLabel(terms: Pick<DiscountTerms, 'kind' | 'value'>): string {
  return terms.kind === 'percent' ? `${terms.value}% off` : `${formatRupees(terms.value)} off`;
}

import type { TextOf, MessageKey } from './use-text';

/** The claims' labels as the shop settings name them (contracts' shopClaims), and their catalogue keys. */
const CLAIM_KEYS: Readonly<Record<string, MessageKey>> = {
  'Happy Customers': 'claims.happyCustomers',
  'Products Delivered': 'claims.productsDelivered',
  Satisfaction: 'claims.satisfaction',
  'Customer Love': 'claims.customerLove',
};

/** The shop's claims with their labels in the current language (the home band, the About numbers). */
export function claimsInText<Claim extends { label: string }>(
  claims: readonly Claim[],
  text: TextOf,
): Claim[] {
  return claims.map((claim) => {
    const key = CLAIM_KEYS[claim.label];
    return key ? { ...claim, label: text(key) } : claim;
  });
}

import { CURRENCY_PREFIX } from './constants';

export interface PricedSize {
  size?: string;
  actualPrice: number;
  discountedPrice?: number | null;
}

const rupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 'Rs. 1,250' */
export function formatRupees(amount: number): string {
  return `${CURRENCY_PREFIX} ${rupees.format(amount)}`;
}

/** The price a shopper pays for a size: the discounted price when there is one. */
export function priceOfSize(size: PricedSize): number {
  return size.discountedPrice != null && size.discountedPrice > 0 ? size.discountedPrice : size.actualPrice;
}

/** The listing price: the first size's price, or 0 when there are no sizes. */
export function listingPrice(sizes: readonly PricedSize[] | undefined): number {
  const first = sizes?.[0];
  return first ? priceOfSize(first) : 0;
}

export function discountPercent(actual: number, discounted: number | null | undefined): number {
  if (discounted == null || discounted <= 0 || actual <= 0 || discounted >= actual) return 0;
  return Math.round(((actual - discounted) / actual) * 100);
}

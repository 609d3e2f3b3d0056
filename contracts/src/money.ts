import { CURRENCY_PREFIX } from './constants';

export interface PricedSize {
  size?: string;
  actualPrice: number;
  discountedPrice?: number | null;
}

/**
 * A finite amount rounded to whole units with thousands separators, exactly as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })` writes it ('1,250', '-0'), without Intl:
 * the first Intl formatter a page makes loads the browser's ICU data, 25–35 ms of main thread on a
 * test host that a slow phone multiplies, and every storefront page shows prices (decision 0028).
 */
export function wholeWithSeparators(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  // Math.round of the magnitude rounds halves away from zero, as Intl's default (halfExpand) does.
  const digits = Math.round(Math.abs(amount)).toFixed(0);
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'Rs. 1,250' */
export function formatRupees(amount: number): string {
  return `${CURRENCY_PREFIX} ${wholeWithSeparators(amount)}`;
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

/** The average order of a period, in whole rupees; 0 when there was none. */
export function averageOrder(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0;
}

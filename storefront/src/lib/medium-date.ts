import type { ShopLocale } from '@shop/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 26, 2026' in the shopper's time zone, exactly as `Intl.DateTimeFormat('en-US', { dateStyle:
 * 'medium' })` writes it for years 1000–9999, without Intl: the first Intl formatter a page makes
 * loads the browser's ICU data, 25–35 ms of main thread on a test host that a slow phone multiplies,
 * and a product page shows its reviews' dates (decision 0028).
 */
export function mediumDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

let urduDates: Intl.DateTimeFormat | undefined;

/**
 * A date on a page of `locale`: English as `mediumDate` writes it; Urdu as '26 نومبر، 2026' (Urdu month,
 * Western digits). An Urdu page loads its catalogue and font already: its Intl formatter is made once.
 */
export function mediumDateIn(locale: ShopLocale, date: Date): string {
  if (locale === 'en') return mediumDate(date);
  urduDates ??= new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium', numberingSystem: 'latn' });
  return urduDates.format(date);
}

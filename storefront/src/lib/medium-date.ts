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

// The products listing call's address, spelled once: the storefront asks for a listing page by it (it is
// also SWR's key for that page), and the server embeds the plain listing's first page under it.
import { DEFAULT_PRICE_RANGE } from './constants';
import type { ShopLocale } from './shop-locales';

/** The products listing call (GET /api/products/listing), as a path under /api. */
export const PRODUCT_LISTING_PATH = '/products/listing';

/** A listing as the storefront asks for it: the box's texts as typed, and the page. */
export interface ListingCallParameters {
  search: string;
  type: string;
  category: string;
  /** The price inputs' text (digits, or '' for 0). */
  min: string;
  max: string;
  page: number;
  /** The page's language; an Urdu page's search finds Urdu names too. English when absent. */
  lang?: ShopLocale;
}

/** The listing call's path (under /api) for a listing: the search trimmed, a category only with a type. */
export function listingCallPath(parameters: ListingCallParameters): string {
  const query = new URLSearchParams();
  const search = parameters.search.trim();
  if (search) query.set('search', search);
  if (search && parameters.lang === 'ur') query.set('lang', 'ur');
  if (parameters.type) query.set('type', parameters.type);
  if (parameters.type && parameters.category) query.set('category', parameters.category);
  query.set('min', parameters.min);
  query.set('max', parameters.max);
  if (parameters.page > 1) query.set('page', String(parameters.page));
  return `${PRODUCT_LISTING_PATH}?${query}`;
}

/** The plain listing's first page (`/products` with no query string): the answer that page embeds. */
export const PLAIN_LISTING_CALL_PATH = listingCallPath({
  search: '',
  type: '',
  category: '',
  min: String(DEFAULT_PRICE_RANGE.min),
  max: String(DEFAULT_PRICE_RANGE.max),
  page: 1,
});

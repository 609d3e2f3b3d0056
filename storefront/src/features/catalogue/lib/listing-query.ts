import { DEFAULT_PRICE_RANGE, PRODUCT_TYPES } from '@shop/contracts';

/** What a listing shows, as kept in its URL's query string: shareable, and restored on Back. */
export interface ListingQuery {
  search: string;
  type: string;
  category: string;
  /** The price inputs' text (digits, or '' for 0). */
  minText: string;
  maxText: string;
  page: number;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  search: '',
  type: '',
  category: '',
  minText: String(DEFAULT_PRICE_RANGE.min),
  maxText: String(DEFAULT_PRICE_RANGE.max),
  page: 1,
};

const DIGITS = /^\d{0,9}$/;

/** The listing a query string asks for; a value that makes no sense reads as its default. */
export function listingQueryFrom(params: URLSearchParams): ListingQuery {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page') ?? '1');
  const price = (name: string, fallback: string) => {
    const text = params.get(name);
    return text !== null && DIGITS.test(text) ? text : fallback;
  };
  const known = (PRODUCT_TYPES as readonly string[]).includes(type);
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    type: known ? type : '',
    category: known ? (params.get('category') ?? '').toUpperCase().slice(0, 100) : '',
    minText: price('min', DEFAULT_LISTING_QUERY.minText),
    maxText: price('max', DEFAULT_LISTING_QUERY.maxText),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a listing: only what differs from the defaults, so a plain listing has none. */
export function listingQueryParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', query.type);
  if (query.type && query.category) params.set('category', query.category);
  if (query.minText !== DEFAULT_LISTING_QUERY.minText) params.set('min', query.minText);
  if (query.maxText !== DEFAULT_LISTING_QUERY.maxText) params.set('max', query.maxText);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

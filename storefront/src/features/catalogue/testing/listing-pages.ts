import type { ProductListing } from '@shop/contracts';

/** The listing's answer when nothing matches: no products, one page, empty facets. */
export const EMPTY_LISTING_PAGE: ProductListing = {
  products: [],
  total: 0,
  page: 1,
  pageCount: 1,
  facets: { types: [], categories: [], price: { min: 0, max: 0 } },
};

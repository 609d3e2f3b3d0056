import { useProductListing } from '../api/product-listing';
import type { ListingQuery } from './listing-query';
import type { ListingView } from './listing-view';

/** The products listing: one page at a time from the server's listing call (decision 0014). */
export function useProductsListing(query: ListingQuery): ListingView {
  const { listing, isLoading, failed } = useProductListing(query);
  if (!listing || failed) {
    // Loading shows the skeletons; a failure was logged and shows the empty state (spec point 6).
    return {
      items: [],
      total: 0,
      page: query.page,
      lastPage: 1,
      categories: [],
      isLoading,
      answeredSearch: '',
    };
  }
  return {
    items: listing.items,
    total: listing.total,
    page: listing.page,
    lastPage: listing.pageCount,
    // Until the new type's answer arrives, the previous type's categories are not offered.
    categories: listing.type === query.type ? listing.categories : [],
    isLoading: false,
    answeredSearch: listing.search,
  };
}

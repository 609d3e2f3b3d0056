import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isPageInRange } from './pager';
import {
  DEFAULT_LISTING_QUERY,
  type ListingQuery,
  listingQueryFrom,
  listingQueryParams,
} from './listing-query';

/**
 * A listing's state kept in the query string: a listing can be shared, and Back restores it. A filter
 * change replaces the history entry (no entry per keystroke) and goes back to page 1; a new page is a
 * new entry, so Back returns to the page before. `onQuery` hears each new query before the screen
 * renders it.
 */
export function useListingQuery(onQuery?: (next: ListingQuery) => void) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listingQueryFrom(params), [params]);
  /** The next query's URL, after telling `onQuery` the query it will read as. */
  const announce = (next: ListingQuery) => {
    const nextParams = listingQueryParams(next);
    onQuery?.(listingQueryFrom(nextParams));
    return nextParams;
  };

  // Synchronously, not as the router's default transition: the search box and the price inputs show the
  // URL's value, and a controlled input must take each keystroke in the same frame.
  const update = (change: Partial<ListingQuery>) =>
    setParams(announce({ ...query, page: 1, ...change }), { replace: true, flushSync: true });

  return {
    query,
    changeFilter: (key: 'search' | 'category' | 'minText' | 'maxText') => (value: string) =>
      update({ [key]: value }),
    /** A new type clears the chosen category (spec point 6). */
    changeType: (value: string) => update({ type: value, category: '' }),
    clearAll: () => update(DEFAULT_LISTING_QUERY),
    /** A page outside 1..lastPage, or the current one, is ignored; true when the page changed. */
    goToPage: (next: number, current: number, lastPage: number) => {
      if (!isPageInRange(next, lastPage) || next === current) return false;
      setParams(announce({ ...query, page: next }));
      return true;
    },
  };
}

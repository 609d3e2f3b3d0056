import { startTransition, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isPageInRange } from './pager';
import {
  DEFAULT_LISTING_QUERY,
  type ListingQuery,
  listingQueryFrom,
  listingQueryParams,
} from './listing-query';

/** A filter change shown before the router has rendered it, and the location it was made on. */
interface AskedQuery {
  query: ListingQuery;
  /** The router location's key: any navigation since, even to the same URL, makes a new one. */
  madeOn: string;
}

/**
 * A listing's state kept in the query string: a listing can be shared, and Back restores it. A filter
 * change replaces the history entry (no entry per keystroke) and goes back to page 1; a new page is a
 * new entry, so Back returns to the page before. `onQuery` hears each new query before the screen
 * renders it.
 *
 * A filter change is two updates (decision 0028). The screen (the box, the grid) shows the new query at
 * once, within the keystroke's frame. The URL changes at once too, but the router's own render of it,
 * which renders every link of the header and the footer again, is a transition: it runs after the grid
 * has answered, and a keystroke interrupts it.
 */
export function useListingQuery(onQuery?: (next: ListingQuery) => void) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const fromUrl = useMemo(() => listingQueryFrom(params), [params]);
  const [asked, setAsked] = useState<AskedQuery | null>(null);
  // Once the router has rendered a newer location (this change's, or a navigation's), the URL tells.
  if (asked && asked.madeOn !== key) setAsked(null);
  const query = asked && asked.madeOn === key ? asked.query : fromUrl;

  /** The next query's URL, after telling `onQuery` the query it will read as. */
  const announce = (next: ListingQuery) => {
    const nextParams = listingQueryParams(next);
    const readBack = listingQueryFrom(nextParams);
    onQuery?.(readBack);
    return { nextParams, readBack };
  };

  const update = (change: Partial<ListingQuery>) => {
    const { nextParams, readBack } = announce({ ...query, page: 1, ...change });
    setAsked({ query: readBack, madeOn: key });
    startTransition(() => setParams(nextParams, { replace: true }));
  };

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
      setParams(announce({ ...query, page: next }).nextParams);
      return true;
    },
  };
}

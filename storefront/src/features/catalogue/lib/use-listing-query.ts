import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { isPageInRange } from '@/lib/pager';
import {
  DEFAULT_LISTING_QUERY,
  type ListingQuery,
  listingQueryFrom,
  listingQueryParams,
} from './listing-query';

/** A filter change shown before the URL holds it. */
interface AskedQuery {
  query: ListingQuery;
  /** The router location's key when it was made, or when our last URL write was rendered since. */
  madeOn: string;
  /**
   * Marks the history entry written for it, so its rendering is told from anyone else's navigation: the
   * mounted hook's number, then the number of the change.
   */
  token: string;
}

/** What the history entries written for a filter change carry. */
interface WrittenState {
  listingAsk?: string;
}

/** The longest a slow answer holds the URL back: past it, the URL follows the screen anyway. */
export const URL_WAIT_MS = 1000;

/** Numbers each mounted listing, so the history entries it writes name it. */
let lastMounted = 0;

/** Runs after the next frame has been painted. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A listing's state kept in the query string: a listing can be shared, and Back restores it. A filter
 * change replaces the history entry (no entry per keystroke) and goes back to page 1; a new page is a
 * new entry, so Back returns to the page before. `onQuery` hears each new query before the screen
 * renders it, and may answer the promise of its listing.
 *
 * A filter change is shown at once: the box and the grid answer it in the keystroke's frame. The URL
 * is written after that answer has been painted (decisions 0028, 0031). React Router's render of a new
 * URL renders every link of the header and the footer, and while a listing was on its way from the
 * server that render held the main thread the answer needed. Until the write, the change is kept
 * here. A navigation by anyone else (a link, Back, Forward) is what the listing shows at once, and
 * the writes still pending for older changes are dropped.
 */
export function useListingQuery(onQuery?: (next: ListingQuery) => unknown) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = useMemo(() => listingQueryFrom(params), [params]);
  const [asked, setAsked] = useState<AskedQuery | null>(null);
  /** The change whose URL may still be written: none once a navigation or an unmount overtook it. */
  const pending = useRef<AskedQuery | null>(null);
  const [tokenPrefix] = useState(() => `${++lastMounted}#`);
  const changesMade = useRef(0);

  let shown = asked;
  if (asked && asked.madeOn !== location.key) {
    const writtenFor = (location.state as WrittenState | null)?.listingAsk;
    const ours = navigationType === 'REPLACE' && writtenFor?.startsWith(tokenPrefix) === true;
    // Our write for an older change, rendered while a newer one waits for its own: keep the newer.
    shown = ours && writtenFor !== asked.token ? { ...asked, madeOn: location.key } : null;
    setAsked(shown);
  }
  const query = shown ? shown.query : fromUrl;

  useLayoutEffect(() => {
    pending.current = shown;
  });
  useLayoutEffect(
    () => () => {
      pending.current = null;
    },
    [],
  );

  /** The next query's URL, after telling `onQuery` the query it will read as. */
  const announce = (next: ListingQuery) => {
    const nextParams = listingQueryParams(next);
    const readBack = listingQueryFrom(nextParams);
    const answered = onQuery?.(readBack);
    return { nextParams, readBack, answered };
  };

  const update = (change: Partial<ListingQuery>) => {
    const { nextParams, readBack, answered } = announce({ ...query, page: 1, ...change });
    changesMade.current += 1;
    const asking: AskedQuery = {
      query: readBack,
      madeOn: location.key,
      token: `${tokenPrefix}${changesMade.current}`,
    };
    setAsked(asking);
    const write = () => {
      // A newer change writes its own URL; a navigation since, or leaving the page, wins.
      if (pending.current?.token !== asking.token) return;
      const state: WrittenState = { listingAsk: asking.token };
      startTransition(() => setParams(nextParams, { replace: true, state }));
    };
    // Whether the answer came or failed (or is slow), the URL follows once the screen has shown it.
    const slow = new Promise((resolve) => setTimeout(resolve, URL_WAIT_MS));
    void Promise.race([Promise.resolve(answered).catch(() => undefined), slow]).then(() =>
      afterNextPaint(write),
    );
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

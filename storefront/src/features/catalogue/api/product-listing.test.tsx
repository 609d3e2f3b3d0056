import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { DEFAULT_LISTING_QUERY, type ListingQuery } from '../lib/listing-query';
import { LISTING_REUSE_MS, useProductListing, useProductListingPrefetch } from './product-listing';
import { EMPTY_LISTING_PAGE } from '../testing/listing-pages';

/** The searches the server was asked for, in order. */
function countListingRequests(): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/products/listing'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json(EMPTY_LISTING_PAGE);
    }),
  );
  return asked;
}

function withCache() {
  const cache = new Map();
  // As the app runs: a request made within 2 s of the same one is not repeated.
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
}

const searching = (search: string): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, search });

describe('loading a listing page ahead of its render', () => {
  it('asks for a new page at once, and the listing takes that answer rather than asking again', async () => {
    const asked = countListingRequests();
    const wrapper = withCache();
    const { result: prefetch } = renderHook(() => useProductListingPrefetch(), { wrapper });
    act(() => {
      void prefetch.current(searching('night'));
    });
    await waitFor(() => expect(asked).toEqual(['night']));

    const { result } = renderHook(() => useProductListing(searching('night')), { wrapper });
    await waitFor(() => expect(result.current.listing?.search).toBe('night'));
    expect(asked).toEqual(['night']);
  });

  it('does not ask again for a page already loaded', async () => {
    const asked = countListingRequests();
    const wrapper = withCache();
    const { result } = renderHook(() => useProductListing(searching('gold')), { wrapper });
    await waitFor(() => expect(result.current.listing?.search).toBe('gold'));
    const { result: prefetch } = renderHook(() => useProductListingPrefetch(), { wrapper });
    act(() => {
      void prefetch.current(searching('gold'));
    });
    // A new page asked for after it: once its request is seen, one for 'gold' would have been too.
    act(() => {
      void prefetch.current(searching('silver'));
    });
    await waitFor(() => expect(asked).toContain('silver'));
    expect(asked).toEqual(['gold', 'silver']);
  });

  it('shows a page loaded seconds ago again without asking, and asks once it is older', async () => {
    // SWR forgets a request when a timer fires: time is moved on by hand, and runs on by itself besides.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    try {
      const asked = countListingRequests();
      const { result, rerender } = renderHook(({ search }) => useProductListing(searching(search)), {
        wrapper: withCache(),
        initialProps: { search: 'gold' },
      });
      await waitFor(() => expect(result.current.listing?.search).toBe('gold'));
      rerender({ search: '' });
      await waitFor(() => expect(result.current.listing?.search).toBe(''));
      // Back to 'gold' a few seconds later, as typing and deleting does: from memory.
      await act(async () => vi.advanceTimersByTimeAsync(5_000));
      rerender({ search: 'gold' });
      await waitFor(() => expect(result.current.listing?.search).toBe('gold'));
      rerender({ search: '' });
      await waitFor(() => expect(result.current.listing?.search).toBe(''));
      expect(asked).toEqual(['gold', '']);
      // Much later, the page on screen is checked with the server again.
      await act(async () => vi.advanceTimersByTimeAsync(LISTING_REUSE_MS + 1_000));
      rerender({ search: 'gold' });
      await waitFor(() => expect(asked).toEqual(['gold', '', 'gold']));
    } finally {
      vi.useRealTimers();
    }
  });
});

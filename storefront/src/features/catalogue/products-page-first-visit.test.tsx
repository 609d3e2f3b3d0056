// A first visit to the plain listing: its first page comes embedded in the HTML the server answered.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAIN_LISTING_CALL_PATH } from '@shop/contracts';
import { embedAnswer, embeddedAnswerElement } from '@/testing/embedded-answer';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { LISTING_REUSE_MS, productListingPath } from './api/product-listing';
import { DEFAULT_LISTING_QUERY } from './lib/listing-query';
import { ProductsPage } from './products-page';
import { type Fixture, product } from '@/testing/product-answer';
import { catalogue, productNames, serveProducts } from './testing/listing-server';

describe('ProductsPage on the page the server answered, with its first page embedded', () => {
  /** The listing call as the server answers it, counting the calls. */
  function countListingCalls(fixtures: Fixture[]) {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/products/listing')) calls.push(request.url);
    });
    serveProducts(fixtures);
    return calls;
  }
  afterEach(() => server.events.removeAllListeners('request:start'));

  const listingAnswer = (fixtures: Fixture[]) => ({
    products: fixtures.map(product),
    total: fixtures.length,
    page: 1,
    pageCount: 1,
    facets: { types: [], categories: [], price: { min: 0, max: 0 } },
  });

  it('renders the plain listing from the embedded answer at once, without asking the API', async () => {
    const calls = countListingCalls(catalogue);
    embedAnswer(PLAIN_LISTING_CALL_PATH, listingAnswer([{ name: 'Embedded Moon', category: 'Posters' }]));
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
    expect(productNames()).toEqual(['Embedded Moon']);
    // Read once: it leaves the page, and the listing stays on screen from SWR's cache.
    await waitFor(() => expect(embeddedAnswerElement()).toBeNull());
    expect(productNames()).toEqual(['Embedded Moon']);
    // A search asks the API as before. By its answer, a call the page made for its first page would
    // have gone out too: none did.
    await userEvent.type(screen.getByPlaceholderText('Search products...'), 'night');
    await waitFor(() => expect(productNames()).toEqual(['Starry Night', 'Night Drive']));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((url) => !new URL(url).searchParams.has('search'))).toEqual([]);
  });

  it('back to the plain listing, shows the embedded page again without asking, until the reuse interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const calls = countListingCalls(catalogue);
      embedAnswer(PLAIN_LISTING_CALL_PATH, listingAnswer([{ name: 'Embedded Moon', category: 'Posters' }]));
      renderWithProviders(<ProductsPage />, { route: '/products' });
      await waitFor(() => expect(embeddedAnswerElement()).toBeNull());
      const box = screen.getByPlaceholderText('Search products...');
      const plainCalls = () => calls.filter((url) => !new URL(url).searchParams.has('search'));

      await userEvent.type(box, 'night');
      await waitFor(() => expect(productNames()).toEqual(['Starry Night', 'Night Drive']));
      await userEvent.clear(box);
      await waitFor(() => expect(productNames()).toEqual(['Embedded Moon']));
      expect(plainCalls()).toEqual([]);

      // Past the interval the plain listing is asked for again, as any answer SWR fetched would be.
      vi.setSystemTime(Date.now() + LISTING_REUSE_MS);
      await userEvent.type(box, 'night');
      await waitFor(() => expect(productNames()).toEqual(['Starry Night', 'Night Drive']));
      await userEvent.clear(box);
      await waitFor(() => expect(plainCalls()).toHaveLength(1));
      await waitFor(() => expect(productNames()).toEqual(catalogue.map(({ name }) => name)));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the API when the address has a query, or the embedded answer does not parse', async () => {
    for (const [route, answer] of [
      ['/products?search=night', listingAnswer([{ name: 'Embedded Moon', category: 'Posters' }])],
      ['/products', { products: 'not a list' }],
    ] as const) {
      const calls = countListingCalls(catalogue);
      embedAnswer(PLAIN_LISTING_CALL_PATH, answer);
      const { unmount } = renderWithProviders(<ProductsPage />, { route });
      expect(await screen.findByRole('link', { name: 'Night Drive' })).toBeInTheDocument();
      expect(calls).toHaveLength(1);
      unmount();
      embeddedAnswerElement()?.remove();
      server.events.removeAllListeners('request:start');
    }
  });

  it('asks for the plain listing by the path the server embeds it under', () => {
    expect(productListingPath(DEFAULT_LISTING_QUERY)).toBe(PLAIN_LISTING_CALL_PATH);
  });
});

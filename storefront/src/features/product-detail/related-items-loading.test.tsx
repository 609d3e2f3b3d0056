// The related products load when their section comes near the screen, not with the page: on a phone
// they are far below the first screen. Importing the library's test utilities mocks
// IntersectionObserver in every test of this file: nothing intersects until a test says so.
import { act, screen, within } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ProductPage } from './product-page';
import { relatedFixture, serveProductPage } from './testing/detail-fixtures';

describe('the related products of a product page', () => {
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('are asked for only once their section comes near the screen', async () => {
    const relatedCalls: string[] = [];
    serveProductPage({ related: [relatedFixture(1)] });
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/related-product/')) relatedCalls.push(request.url);
    });
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    // The reviews, asked for with the page, have come: the related products were not asked for.
    await screen.findByText('No Reviews Yet');
    expect(relatedCalls).toEqual([]);
    expect(within(related).queryByRole('link', { name: 'Related 1' })).not.toBeInTheDocument();

    act(() => mockIsIntersecting(related, true));
    expect(await within(related).findByRole('link', { name: 'Related 1' })).toBeInTheDocument();
    expect(relatedCalls).toHaveLength(1);
  });
});

// The home page's two lists load when their sections come near the screen, not with the page: on a
// phone they are below the first screen. Importing the library's test utilities mocks
// IntersectionObserver in every test of this file: nothing intersects until a test says so.
import { act, screen, within } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { HomePage } from './home-page';
import { serveHome } from './testing/home-server';

describe('the home page’s lists', () => {
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('are asked for each when its section comes near the screen', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (/newly-added-products|custom-admin-product-templates/.test(pathname)) asked.push(pathname);
    });
    serveHome();
    renderWithProviders(<HomePage />);
    const latest = screen.getByRole('region', { name: 'Latest Products' });
    const customize = screen.getByRole('region', { name: 'Customize Products' });
    expect(within(latest).getAllByTestId('skeleton-card')).toHaveLength(8);
    expect(asked).toEqual([]);

    act(() => mockIsIntersecting(latest, true));
    expect(await within(latest).findByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/products/newly-added-products']);
    expect(within(customize).getAllByTestId('skeleton-card')).toHaveLength(8);

    act(() => mockIsIntersecting(customize, true));
    expect(await within(customize).findAllByText('Template 1')).not.toHaveLength(0);
    expect(asked).toHaveLength(2);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { preload } from 'swr';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ProductsPage } from './products-page';
import { EMPTY_LISTING_PAGE } from './testing/listing-pages';

vi.mock('swr', async (original) => {
  const swr = await original<typeof import('swr')>();
  return { ...swr, preload: vi.fn(swr.preload) };
});

describe('ProductsPage loading ahead', () => {
  it("starts loading a keystroke's page from the keystroke itself, once", async () => {
    server.use(http.get(apiUrl('/products/listing'), () => HttpResponse.json(EMPTY_LISTING_PAGE)));
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByText('No products found');
    await user.type(screen.getByPlaceholderText('Search products...'), 'n');
    const asked = vi.mocked(preload).mock.calls.map(([key]) => String(key));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/products\/listing\?search=n&/);
  });
});

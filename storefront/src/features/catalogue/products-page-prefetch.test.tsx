import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { preload } from 'swr';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ProductsPage } from './products-page';

vi.mock('swr', async (original) => {
  const swr = await original<typeof import('swr')>();
  return { ...swr, preload: vi.fn(swr.preload) };
});

const EMPTY_PAGE = {
  products: [],
  total: 0,
  page: 1,
  pageCount: 1,
  facets: { types: [], categories: [], price: { min: 0, max: 0 } },
};

describe('ProductsPage loading ahead', () => {
  it("starts loading a keystroke's page from the keystroke itself, once", async () => {
    server.use(http.get(apiUrl('/products/listing'), () => HttpResponse.json(EMPTY_PAGE)));
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByText('No products found');
    await user.type(screen.getByPlaceholderText('Search products...'), 'n');
    const asked = vi.mocked(preload).mock.calls.map(([key]) => String(key));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/products\/listing\?search=n&/);
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import urdu from '@/locales/ur.json';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { product } from '@/testing/product-answer';
import { renderWithProviders } from '@/testing/render-app';
import { ProductsPage } from './products-page';

const crescent = {
  ...product({ name: 'Crescent Night', category: 'Posters', price: 700 }, 0),
  nameUr: 'ہلال رات',
};
const plain = product({ name: 'Plain Poster', category: 'Posters', price: 500 }, 1);

/** The listing answers both products, and only the crescent to a search; it records each query. */
function serveListing() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/products/listing'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const products = query.get('search') ? [crescent] : [crescent, plain];
      const facets = { types: [], categories: [], price: { min: 0, max: 0 } };
      return HttpResponse.json({ products, total: products.length, page: 1, pageCount: 1, facets });
    }),
  );
  return queries;
}

beforeEach(() => activateLocale('ur'));
// The page goes before the language changes back: a change of language renders every text again.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the products listing on an Urdu page', () => {
  it('names a product in Urdu where staff gave it an Urdu name, and in English otherwise', async () => {
    serveListing();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(await screen.findByRole('link', { name: 'ہلال رات' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByRole('link', { name: 'Plain Poster' })).toBeInTheDocument();
    expect(screen.queryByText('Crescent Night')).toBeNull();
  });

  it('asks the server to search the Urdu names too', async () => {
    const queries = serveListing();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Plain Poster' });
    const [searchBox] = screen.getAllByPlaceholderText(urdu['catalogue.searchPlaceholder']);
    await user.type(searchBox as HTMLElement, 'ہلال');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plain Poster' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ہلال رات' })).toBeInTheDocument();
    const searched = queries.filter((query) => query.get('search'));
    expect(searched.length).toBeGreaterThan(0);
    for (const query of searched) expect(query.get('lang')).toBe('ur');
  });
});

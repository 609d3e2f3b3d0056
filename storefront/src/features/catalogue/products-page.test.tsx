import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { FIRST_ROW_CARDS } from '@shop/contracts';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ProductsPage } from './products-page';
import { catalogue, manyPosters, productNames, serveProducts } from './testing/listing-server';

describe('ProductsPage', () => {
  it('shows 9 skeleton cards while loading, then the products linking to their pages', async () => {
    serveProducts(catalogue);
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Our Collection' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9);
    expect(await screen.findByRole('link', { name: 'Starry Night' })).toHaveAttribute('href', '/product/p1');
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
    expect(productNames()).toHaveLength(6);
    expect(screen.getAllByText('NEW')).toHaveLength(6);
  });

  it('sizes each card’s picture from its copies and loads the first row first, the rest lazily', async () => {
    serveProducts(manyPosters(9));
    renderWithProviders(<ProductsPage />, { route: '/products' });
    const first = await screen.findByRole('img', { name: 'Poster 01' });
    expect(first).toHaveAttribute('src', '/uploads/small_p1.webp');
    expect(first).toHaveAttribute('srcset', '/uploads/small_p1.webp 512w, /uploads/p1.webp 1000w');
    expect(first.getAttribute('sizes')).toMatch(/50vw/);
    const images = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('img');
    expect(images).toHaveLength(9);
    images.forEach((image, index) => {
      const firstRow = index < FIRST_ROW_CARDS;
      expect(image).toHaveAttribute('loading', firstRow ? 'eager' : 'lazy');
      expect(image.getAttribute('fetchpriority')).toBe(firstRow ? 'high' : null);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    });
  });

  it('filters by a case-insensitive part of the name as the shopper types', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    await user.type(screen.getByPlaceholderText('Search products...'), 'NIGHT');
    await waitFor(() => expect(productNames()).toEqual(['Starry Night', 'Night Drive']));
  });

  it('keeps the page on screen while the next search loads, with no skeletons', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveProducts(catalogue);
    server.use(
      http.get(apiUrl('/products/listing'), async ({ request }) => {
        // Held, then left to the listing above.
        if (new URL(request.url).searchParams.get('search') === 'n') await held;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    await user.type(screen.getByPlaceholderText('Search products...'), 'n');
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
    expect(productNames()).toHaveLength(6);
    release();
    await waitFor(() => expect(productNames()).toEqual(['Starry Night', 'Night Drive', 'Urdu Nikkah Nama']));
  });

  it('builds the category options from the chosen type’s products and clears the category on a new type', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    const categorySelect = screen.getByRole('combobox', { name: 'Category' });
    expect(categorySelect).toBeDisabled();
    expect(within(categorySelect).getByRole('option', { name: 'No options available' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Posters');
    await waitFor(() =>
      expect(
        within(categorySelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All categories', 'Cars', 'Space']),
    );
    await user.selectOptions(categorySelect, 'Space');
    await waitFor(() => expect(productNames()).toEqual(['Starry Night']));
    expect(screen.getByRole('button', { name: 'Filters(2)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Frames');
    expect(categorySelect).toHaveValue('');
    await waitFor(() =>
      expect(
        within(categorySelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All categories', 'Classic', 'Space']),
    );
    expect(productNames()).toEqual(['Galaxy Frame', 'Classic Gold Frame']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), '');
    expect(categorySelect).toBeDisabled();
    await waitFor(() => expect(productNames()).toHaveLength(6));
  });

  it('ignores keystrokes other than digits in the price inputs and counts empty as 0', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    const min = screen.getByRole('textbox', { name: 'Min' });
    const max = screen.getByRole('textbox', { name: 'Max' });
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('100000');

    await user.clear(min);
    await user.type(min, '1a-0.0x0');
    expect(min).toHaveValue('1000');
    await waitFor(() =>
      expect(productNames()).toEqual(['Night Drive', 'Galaxy Frame', 'Classic Gold Frame']),
    );
    expect(screen.getByRole('button', { name: 'Filters(1)' })).toBeInTheDocument();

    await user.clear(max);
    expect(max).toHaveValue('');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('puts type, category, price and search back with Clear All', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    await user.type(screen.getByPlaceholderText('Search products...'), 'frame');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Frames');
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option')).toHaveLength(
        3,
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Classic');
    await user.clear(screen.getByRole('textbox', { name: 'Min' }));
    await user.type(screen.getByRole('textbox', { name: 'Min' }), '5');
    expect(screen.getByRole('button', { name: 'Filters(3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByPlaceholderText('Search products...')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Min' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Max' })).toHaveValue('100000');
    expect(screen.getByRole('button', { name: 'Filters(0)' })).toBeInTheDocument();
    await waitFor(() => expect(productNames()).toHaveLength(6));
  });

  it('shows the empty state when nothing matches', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Starry Night' });
    await user.type(screen.getByPlaceholderText('Search products...'), 'unicorn');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();
  });

  it('only logs a failed load and shows the empty state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/products/listing'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages 9 at a time with Prev and Next disabled at the ends, scrolling smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    serveProducts(manyPosters(30));
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Poster 01' });
    expect(productNames()).toHaveLength(9);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(productNames()[0]).toBe('Poster 10'));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(within(pager).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(productNames()).toEqual(['Poster 28', 'Poster 29', 'Poster 30']));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['3', '4']);

    await user.type(screen.getByPlaceholderText('Search products...'), 'Poster');
    await waitFor(() => expect(productNames()[0]).toBe('Poster 01'));
  });

  it('shows no pager when everything fits on one page', async () => {
    serveProducts(manyPosters(9));
    renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('link', { name: 'Poster 01' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens the filter drawer with Filters(n) and closes it with Apply Filters', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    const open = screen.getByRole('button', { name: 'Filters(0)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Filters' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });
});

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Query">{search}</output>;
}

describe('ProductsPage in the address bar', () => {
  function renderAt(route: string) {
    return renderWithProviders(
      <>
        <ProductsPage />
        <LocationProbe />
      </>,
      { route, path: '/products' },
    );
  }

  it('keeps the filters, the search and the page in the query string', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    serveProducts(manyPosters(20));
    const user = userEvent.setup();
    renderAt('/products');
    await screen.findByRole('link', { name: 'Poster 01' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Posters');
    await screen.findByRole('button', { name: 'Page 2' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    expect(screen.getByRole('status', { name: 'Query' })).toHaveTextContent('?type=Posters&page=2');
    await user.type(screen.getByPlaceholderText('Search products...'), '1');
    // Written once the listing has answered the search (decision 0031).
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Query' })).toHaveTextContent('?search=1&type=Posters'),
    );
  });

  it('opens a shared listing as it was: type, category, price, search and page', async () => {
    serveProducts(manyPosters(20));
    renderAt('/products?type=Posters&category=SPACE&max=900&search=poster&page=2');
    await screen.findByRole('link', { name: 'Poster 10' });
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('Posters');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('SPACE');
    expect(screen.getByPlaceholderText('Search products...')).toHaveValue('poster');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

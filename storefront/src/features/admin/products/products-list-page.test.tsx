import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { productFixture } from '../testing/admin-fixtures';
import { ProductsListPage } from './products-list-page';

const products = [
  productFixture(),
  productFixture({ _id: 'p2', name: 'Gold Frame', category: 'Frames', subCategory: null, stock: 4 }),
  productFixture({ _id: 'p3', name: 'Sticker Pack', category: 'Stickers', subCategory: null, stock: 0 }),
];

function UpdateScreen() {
  const { state } = useLocation();
  return <p>Editing {(state as { product: { name: string } }).product.name}</p>;
}

function serveProducts(list: unknown[] = products) {
  let calls = 0;
  server.use(
    http.get(apiUrl('/products/all-admin-products'), () => {
      calls += 1;
      return HttpResponse.json(list);
    }),
  );
  return () => calls;
}

function renderList(state?: unknown) {
  renderWithProviders(<ProductsListPage />, {
    route: '/all-products',
    state,
    extraRoutes: [{ path: '/update-product', element: <UpdateScreen /> }],
  });
  return userEvent.setup();
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const findRow = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('ProductsListPage', () => {
  it('lists the products with their stock in the spec colours and filters by search', async () => {
    serveProducts();
    const user = renderList();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(screen.queryByText(/of 0 products/)).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Starry Night' });
    expect(within(rowOf('Starry Night')).getByText('12')).toHaveAttribute('data-stock-level', 'high');
    expect(within(rowOf('Gold Frame')).getByText('4')).toHaveAttribute('data-stock-level', 'low');
    expect(within(rowOf('Sticker Pack')).getByText('Out of Stock')).toHaveAttribute(
      'data-stock-level',
      'out',
    );
    expect(within(rowOf('Gold Frame')).getByText('None')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search products...'), 'FRAME');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Gold Frame']);
    expect(screen.getByText('1 of 3 products')).toBeInTheDocument();
  });

  it('opens the product in Update Product through navigation state', async () => {
    serveProducts();
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold Frame' }));
    expect(screen.getByText('Editing Gold Frame')).toBeInTheDocument();
  });

  it('shows a product in the view modal', async () => {
    serveProducts();
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'View Starry Night' }));
    const dialog = screen.getByRole('dialog', { name: 'Starry Night' });
    expect(within(dialog).getByText('With Frame')).toBeInTheDocument();
    expect(within(dialog).getByText('(20% OFF)')).toBeInTheDocument();
  });

  it('deletes a product only after confirmation and removes its row', async () => {
    serveProducts();
    let deleted = '';
    server.use(
      http.delete(apiUrl('/products/remove-product/:id'), ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ message: 'Product deleted' });
      }),
    );
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Gold Frame' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe('');

    await user.click(screen.getByRole('button', { name: 'Delete Gold Frame' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product successfully deleted.')).toBeInTheDocument();
    expect(deleted).toBe('p2');
    expect(screen.queryByRole('rowheader', { name: 'Gold Frame' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/products/all-admin-products'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderList();
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('reads the list again when it comes back with the refresh flag', async () => {
    const calls = serveProducts();
    renderList({ refresh: true });
    await screen.findByRole('rowheader', { name: 'Starry Night' });
    await vi.waitFor(() => expect(calls()).toBe(2));
  });

  it('names who last changed each product, and says nothing of one nobody is known to have changed', async () => {
    serveProducts();
    server.use(
      http.get(apiUrl('/staff/last-changes'), () =>
        HttpResponse.json({
          products: { p2: { by: 'packer@shop.pk', at: '2026-03-05T10:00:00.000Z' } },
          templates: {},
          announcements: {},
          settings: null,
        }),
      ),
    );
    renderList();
    expect(
      await within(await findRow('Gold Frame')).findByText('Last changed by packer@shop.pk, Mar 5, 2026'),
    ).toBeInTheDocument();
    expect(within(rowOf(products[0].name)).queryByText(/^Last changed by/)).not.toBeInTheDocument();
  });
});

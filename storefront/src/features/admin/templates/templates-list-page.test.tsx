import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { templateFixture } from '../testing/admin-fixtures';
import { TemplatesListPage } from './templates-list-page';

const templates = [
  templateFixture(),
  templateFixture({
    _id: 't2',
    name: 'Polaroid Pack',
    category: 'Polaroids',
    subCategory: '',
    stock: 25,
    templateImages: [],
  }),
];

function renderList(list: unknown[] = templates) {
  server.use(
    http.get(apiUrl('/custom-products/custom-admin-product-templates'), () => HttpResponse.json(list)),
  );
  renderWithProviders(<TemplatesListPage />, { route: '/all-custom-products-template' });
  return userEvent.setup();
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('TemplatesListPage', () => {
  it('lists the templates with type, category or None, and stock', async () => {
    renderList();
    expect(screen.getByText('Loading custom products...')).toBeInTheDocument();
    expect(screen.queryByText('0 of 0 products')).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Name Poster' });
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Product List' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 products')).toBeInTheDocument();
    expect(within(rowOf('Name Poster')).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(rowOf('Name Poster')).getByText('CLASSIC')).toBeInTheDocument();
    expect(within(rowOf('Polaroid Pack')).getByText('None')).toBeInTheDocument();
    expect(within(rowOf('Polaroid Pack')).getByText('No image')).toBeInTheDocument();
  });

  it('filters by search and shows the empty state when nothing matches', async () => {
    const user = renderList();
    await screen.findByRole('rowheader', { name: 'Name Poster' });
    await user.type(screen.getByPlaceholderText('Search custom products...'), 'polaroid');
    expect(screen.getByText('1 of 2 products')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search custom products...'), 'zzz');
    expect(screen.getByText('No custom products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('shows the sizes with their discount and the custom fields in the view modal', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'View Name Poster' }));
    const dialog = screen.getByRole('dialog', { name: 'Name Poster' });
    expect(within(dialog).getByText('With Frame')).toBeInTheDocument();
    expect(within(dialog).getByText('Golden, White')).toBeInTheDocument();
    expect(within(dialog).getByText('(25% OFF)')).toBeInTheDocument();
    expect(within(dialog).getAllByText('N/A', { selector: 'td' })).toHaveLength(2);
    expect(within(dialog).getByText('Serif, Script')).toBeInTheDocument();
    expect(within(dialog).getByText('Your Name')).toBeInTheDocument();
    expect(within(dialog).getByText('Script (Great Vibes), #7a1f1f')).toBeInTheDocument();
    expect(within(dialog).getByText('Not placed')).toBeInTheDocument();
  });

  it('shows the print sizes staff gave, and none for a template without', async () => {
    const user = renderList([
      templateFixture({
        sizes: [{ size: 'Large', actualPrice: 2000, discountedPrice: null }],
        printSizes: { Large: { width: 40, height: 30, unit: 'cm' } },
      }),
      templates[1],
    ]);
    await user.click(await screen.findByRole('button', { name: 'View Name Poster' }));
    const dialog = screen.getByRole('dialog', { name: 'Name Poster' });
    expect(within(dialog).getByRole('heading', { name: 'Print Sizes' })).toBeInTheDocument();
    expect(within(dialog).getByText('40 × 30 cm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Polaroid Pack' }));
    const plain = screen.getByRole('dialog', { name: 'Polaroid Pack' });
    expect(within(plain).queryByRole('heading', { name: 'Print Sizes' })).not.toBeInTheDocument();
  });

  it('says in the view modal when a field lets the shopper pick English or Urdu', async () => {
    const [name, font] = templateFixture().fields;
    const user = renderList([
      templateFixture({ fields: [{ ...name, layout: { ...name.layout, scripts: 'both' } }, font] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'View Name Poster' }));
    const dialog = screen.getByRole('dialog', { name: 'Name Poster' });
    expect(within(dialog).getByText('Script (Great Vibes), #7a1f1f, English or Urdu')).toBeInTheDocument();
  });

  it('deletes a template after the confirm dialog', async () => {
    server.use(
      http.delete(apiUrl('/custom-products/custom-product-template/t2'), () =>
        HttpResponse.json({ message: 'ok' }),
      ),
    );
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Polaroid Pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Custom Product' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Polaroid Pack? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Custom product successfully deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Polaroid Pack' })).not.toBeInTheDocument();
  });

  it('keeps the row and says so when the delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.delete(apiUrl('/custom-products/custom-product-template/t2'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Polaroid Pack' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete custom product')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Polaroid Pack' })).toBeInTheDocument();
  });
});

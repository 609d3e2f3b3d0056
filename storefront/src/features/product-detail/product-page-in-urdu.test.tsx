import { cleanup, screen } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { renderWithProviders } from '@/testing/render-app';
import { ProductPage } from './product-page';
import { productFixture, serveProductPage } from './testing/detail-fixtures';

const URDU_DESCRIPTION = 'پرسکون سمندر پر ایک خاموش چاند۔';

function renderUrduProductPage(overrides: Record<string, unknown>) {
  serveProductPage({ item: productFixture(overrides) });
  return renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
}

beforeEach(() => activateLocale('ur'));
// The page goes before the language changes back: a change of language renders every text again.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('a product page in Urdu', () => {
  it('shows the Urdu name and description where staff gave them', async () => {
    renderUrduProductPage({ nameUr: 'چاند پوسٹر', descriptionUr: URDU_DESCRIPTION });
    expect(await screen.findByRole('heading', { level: 1, name: 'چاند پوسٹر' })).toBeInTheDocument();
    expect(screen.getByText(URDU_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByText('A calm moon over a quiet sea.')).toBeNull();
  });

  it('keeps the English name and description of a product without Urdu ones', async () => {
    renderUrduProductPage({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Moon Poster' })).toBeInTheDocument();
    expect(screen.getByText('A calm moon over a quiet sea.')).toBeInTheDocument();
  });
});

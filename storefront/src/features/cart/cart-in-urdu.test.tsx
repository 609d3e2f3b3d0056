import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
import { MOON_POSTER } from '@/testing/cart-lines';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CartPage } from './cart-page';

beforeEach(() => activateLocale('ur'));
// The page goes before the language changes back: a change of language renders every text again.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the cart on an Urdu page', () => {
  it('names a line by its Urdu name where it has one, and by its English name otherwise', async () => {
    server.use(
      http.get(apiUrl('/products/single-product/:id'), ({ params }) =>
        HttpResponse.json({ _id: params.id, stock: 10 }),
      ),
    );
    const sun = { ...MOON_POSTER, cartId: 'c2', id: 'p2', name: 'Sun Poster' };
    localStorage.setItem('cart', JSON.stringify([{ ...MOON_POSTER, nameUr: 'چاند پوسٹر' }, sun]));
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(await screen.findByRole('heading', { level: 2, name: 'چاند پوسٹر' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sun Poster' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moon Poster' })).toBeNull();
  });
});

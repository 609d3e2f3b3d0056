import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
import { isolatedValue } from '@/testing/in-urdu';
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

  it('says in Urdu that a line was lowered to the stock left, naming it by its Urdu name', async () => {
    server.use(
      http.get(apiUrl('/products/single-product/:id'), ({ params }) =>
        HttpResponse.json({ _id: params.id, stock: 1 }),
      ),
    );
    localStorage.setItem('cart', JSON.stringify([{ ...MOON_POSTER, nameUr: 'چاند پوسٹر' }]));
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(
      await screen.findByText(
        `"${isolatedValue('چاند پوسٹر')}" کے صرف 1 باقی ہیں: ہم نے آپ کے کارٹ میں تعداد کم کر دی ہے۔`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/we lowered the quantity/)).toBeNull();
  });

  it('says the minimum order in Urdu, the amount kept left to right', async () => {
    server.use(
      http.get(apiUrl('/products/single-product/:id'), ({ params }) =>
        HttpResponse.json({ _id: params.id, stock: 10 }),
      ),
    );
    localStorage.setItem('cart', JSON.stringify([{ ...MOON_POSTER, quantity: 1 }]));
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, { route: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'چیک آؤٹ کی طرف بڑھیں' }));
    expect(
      await screen.findByText(`کم از کم آرڈر کی رقم ${isolatedValue('Rs. 500')} ہے`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Minimum order amount/)).toBeNull();
  });
});

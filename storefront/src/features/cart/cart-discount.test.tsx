import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { CartLine } from '@/lib/cart';
import { apiUrl } from '@/testing/api-url';
import { MOON_POSTER } from '@/testing/cart-lines';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CartPage } from './cart-page';

const poster: CartLine = { ...MOON_POSTER, quantity: 3, price: 1000 };

/** The server's check: SAVE10 takes 10 % off; any other code is unknown. Records what was asked. */
function serveCodeCheck() {
  const asked: unknown[] = [];
  server.use(
    http.get(apiUrl('/products/single-product/:id'), ({ params }) =>
      HttpResponse.json({ _id: params.id, stock: 10 }),
    ),
    http.post(apiUrl('/discount-codes/check'), async ({ request }) => {
      const body = (await request.json()) as { code: string; subtotal: number };
      asked.push(body);
      if (body.code.trim().toUpperCase() !== 'SAVE10') {
        return HttpResponse.json(
          { error: { message: `The discount code "${body.code.trim().toUpperCase()}" does not exist.` } },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        code: 'SAVE10',
        kind: 'percent',
        value: 10,
        discountAmount: Math.round(body.subtotal / 10),
      });
    }),
  );
  return asked;
}

function renderCart() {
  localStorage.setItem('cart', JSON.stringify([poster]));
  renderWithProviders(<CartPage />, {
    route: '/cart',
    extraRoutes: [{ path: '/checkout', element: <h1>Checkout page</h1> }],
  });
}

describe('a discount code in the cart', () => {
  it('shows the saving and the new total once the server accepts the code, and carries it to checkout', async () => {
    const asked = serveCodeCheck();
    const user = userEvent.setup();
    renderCart();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,000');
    await user.type(screen.getByLabelText('Discount code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('- Rs. 300');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Rs. 3,000');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 2,700');
    expect(screen.getByText('SAVE10')).toBeInTheDocument();
    expect(asked).toEqual([{ code: 'save10', subtotal: 3000 }]);
    expect(JSON.parse(sessionStorage.getItem('discountCode') ?? 'null')).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
    });
  });

  it('follows the cart: the saving is worked out again when a quantity changes', async () => {
    serveCodeCheck();
    sessionStorage.setItem('discountCode', JSON.stringify({ code: 'SAVE10', kind: 'percent', value: 10 }));
    const user = userEvent.setup();
    renderCart();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('- Rs. 300');
    await user.click(screen.getByRole('button', { name: /increase/i }));
    await waitFor(() => expect(screen.getByTestId('cart-discount')).toHaveTextContent('- Rs. 400'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,600');
  });

  it('says why a code is refused, keeps the total, and the code can be removed', async () => {
    serveCodeCheck();
    const user = userEvent.setup();
    renderCart();
    await user.type(screen.getByLabelText('Discount code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The discount code "NOPE" does not exist.');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,000');
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove code' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 3,000');
    expect(sessionStorage.getItem('discountCode')).toBeNull();
  });
});

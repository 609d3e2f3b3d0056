import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { MOON_POSTER } from '@/testing/cart-lines';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { SHOPPER } from '../../../../scripts/lib/shopper.mjs';
import { CheckoutPage } from './checkout-page';

const SAVE10 = { code: 'SAVE10', kind: 'percent', value: 10 };

/** Answers create-order with a 201 or the given refusal, recording the bodies sent. */
function serveOrders(refusal?: { status: number; message: string }) {
  const sent: any[] = [];
  server.use(
    http.post(apiUrl('/orders/create-order'), async ({ request }) => {
      const body: any = await request.json();
      sent.push(body);
      if (refusal && sent.length === 1)
        return HttpResponse.json({ error: { message: refusal.message } }, refusal);
      return HttpResponse.json(
        {
          _id: 'o1',
          orderNumber: '250101-ABCDE',
          customer: body.customer,
          items: body.items.map((item: any) => ({ ...item, kind: 'product' })),
          subtotal: body.subtotal,
          discountCode: body.discountCode,
          discountAmount: body.discountAmount,
          deliveryCharge: body.deliveryCharge,
          total: body.total,
          paymentMethod: body.paymentMethod,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

function renderCheckout() {
  localStorage.setItem('cart', JSON.stringify([MOON_POSTER]));
  sessionStorage.setItem('discountCode', JSON.stringify(SAVE10));
  renderWithProviders(<CheckoutPage />, {
    route: '/checkout',
    extraRoutes: [{ path: '/thank-you', element: <h1>Thank you page</h1> }],
  });
}

async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  for (const [field, value] of Object.entries(SHOPPER)) {
    await user.type(screen.getByLabelText(new RegExp(`^${field}`, 'i')), value);
  }
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

describe('checkout with a discount code from the cart', () => {
  it('shows the saving before the order and sends the code with the figures the shopper saw', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByTestId('checkout-subtotal')).toHaveTextContent('Rs. 998');
    expect(within(summary).getByTestId('checkout-discount')).toHaveTextContent('- Rs. 100');
    expect(within(summary).getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('Rs. 1,148');
    await placeOrder(user);
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      discountCode: 'SAVE10',
      subtotal: 998,
      discountAmount: 100,
      deliveryCharge: 250,
      total: 1148,
    });
    expect(sessionStorage.getItem('discountCode')).toBeNull();
  });

  it('drops a code the server refuses, says why, and shows the total without it', async () => {
    const sent = serveOrders({ status: 400, message: 'The discount code "SAVE10" has been used up.' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCheckout();
    await placeOrder(user);
    expect(
      await screen.findByText(/has been used up\. The order now shows its total without the code\./),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('Rs. 1,248');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeInTheDocument();
    expect(sent[1].discountCode).toBeUndefined();
    expect(sent[1].total).toBe(1248);
  });
});

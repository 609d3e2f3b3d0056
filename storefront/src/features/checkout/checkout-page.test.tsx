import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import type { CartLine } from '@/lib/cart';
import { apiUrl } from '@/testing/api-url';
import { MOON_POSTER } from '@/testing/cart-lines';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { SHOPPER } from '../../../../scripts/lib/shopper.mjs';
import { CheckoutPage } from './checkout-page';

const poster = MOON_POSTER;

const customer = SHOPPER;

function orderAnswer(body: any) {
  return {
    _id: 'o1',
    orderNumber: '250101-ABCDE',
    customer: body.customer,
    items: body.items.map((item: any) => ({ ...item, kind: 'product' })),
    subtotal: body.subtotal,
    deliveryCharge: body.deliveryCharge,
    total: body.total,
    paymentMethod: body.paymentMethod,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

interface Sent {
  body: any;
  key: string | null;
}

/** Answers orders with the given statuses in turn (201 once the list runs out), recording what was sent. */
function serveOrders(...failures: { status: number; message: string; details?: unknown }[]): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post(apiUrl('/orders/create-order'), async ({ request }) => {
      const body = await request.json();
      sent.push({ body, key: request.headers.get('Idempotency-Key') });
      const failure = failures.shift();
      if (failure)
        return HttpResponse.json(
          { error: { message: failure.message, details: failure.details } },
          { status: failure.status },
        );
      return HttpResponse.json(orderAnswer(body), { status: 201 });
    }),
  );
  return sent;
}

function ThankYouProbe() {
  const { state } = useLocation();
  return <h1>Thank you page {(state as any)?.order?.orderNumber}</h1>;
}

function renderCheckout(options: { cart?: CartLine[]; state?: unknown } = {}) {
  localStorage.setItem('cart', JSON.stringify(options.cart ?? [poster]));
  return renderWithProviders(<CheckoutPage />, {
    route: '/checkout',
    state: options.state,
    extraRoutes: [{ path: '/thank-you', element: <ThankYouProbe /> }],
  });
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  for (const [field, value] of Object.entries(customer)) {
    await user.type(screen.getByLabelText(new RegExp(`^${field}`, 'i')), value);
  }
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

describe('CheckoutPage', () => {
  it('summarises the cart: subtotal, Rs. 250 delivery, total, Cash on Delivery and processing time', () => {
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Moon Poster')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-subtotal')).toHaveTextContent('Rs. 998');
    expect(within(summary).getByText('Rs. 250')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('Rs. 1,248');
    expect(within(summary).getByText(/Cash on Delivery/)).toBeInTheDocument();
    expect(within(summary).getByText(/1-2 business days/)).toBeInTheDocument();
  });

  it('says Please Fill all required fields and sends nothing when fields are blank', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    renderCheckout();
    await user.type(screen.getByLabelText(/^name/i), '   ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Fill all required fields');
    expect(screen.getByLabelText(/^city/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('places the cart’s order, clears the cart and goes to the thank-you page', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you page 250101-ABCDE' })).toBeInTheDocument();
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/\S{8,}/);
    expect(sent[0]?.body).toEqual({
      customer,
      items: [poster],
      subtotal: 998,
      deliveryCharge: 250,
      total: 1248,
      paymentMethod: 'Cash on Delivery',
    });
    expect(storedCart()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('lastOrder') ?? 'null')).toMatchObject({
      orderNumber: '250101-ABCDE',
    });
  });

  it('orders the Buy Now line from navigation state and leaves the cart alone', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    const buyNow = { ...poster, cartId: 'b1', name: 'Sun Poster', quantity: 1, price: 900 };
    renderCheckout({ state: { items: [buyNow] } });
    expect(screen.getByText('Sun Poster')).toBeInTheDocument();
    expect(screen.queryByText('Moon Poster')).not.toBeInTheDocument();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: /Thank you page/ });
    expect(sent[0]?.body.items).toEqual([expect.objectContaining({ name: 'Sun Poster', cartId: 'b1' })]);
    expect(storedCart()).toEqual([poster]);
  });

  it('keeps the cart and form on failure, shows the server’s message, and retries with the same key', async () => {
    const sent = serveOrders(
      { status: 409, message: 'The price of "Moon Poster" is now Rs. 550' },
      { status: 503, message: 'Service Unavailable' },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
    expect(screen.getByText('The price of "Moon Poster" is now Rs. 550')).toBeInTheDocument();
    expect(screen.getByLabelText(/^city/i)).toHaveValue('Lahore');
    expect(storedCart()).toEqual([poster]);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);

    await user.type(screen.getByLabelText(/^phone/i), '8');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: /Thank you page/ });
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('takes a changed price into the cart, says so, and places the order with one more click', async () => {
    const sent = serveOrders({
      status: 409,
      message: 'The price of "Moon Poster" is now Rs. 550 (your cart says Rs. 499). Please review your cart.',
      details: { itemId: 'p1', size: 'A4', sizeIndex: null, currentPrice: 550 },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of "Moon Poster" has changed to Rs. 550. We have updated your cart',
    );
    expect(storedCart()).toEqual([{ ...poster, price: 550 }]);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 1,350');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: /Thank you page/ });
    expect(sent[1]?.body).toMatchObject({
      subtotal: 1100,
      total: 1350,
      items: [{ price: 550, quantity: 2 }],
    });
  });

  it('lowers a Buy Now quantity to the stock left and places the order again', async () => {
    const sent = serveOrders({
      status: 409,
      message: 'Only 1 left of "Sun Poster". Please lower the quantity.',
      details: { itemId: 'p1', stockLeft: 1 },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCheckout({ state: { items: [{ ...poster, cartId: 'b1', name: 'Sun Poster', price: 900 }] } });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of "Sun Poster"');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: /Thank you page/ });
    expect(sent[1]?.body.items).toEqual([expect.objectContaining({ name: 'Sun Poster', quantity: 1 })]);
    expect(storedCart()).toEqual([poster]);
  });

  it('sends one order when Place Order is submitted twice at once', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    const form = screen.getByRole('form', { name: 'Shipping Details' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('heading', { name: /Thank you page/ });
    expect(sent).toHaveLength(1);
  });

  it('refuses a total below Rs. 500 including delivery', async () => {
    const sent = serveOrders();
    const user = userEvent.setup();
    renderCheckout({ cart: [{ ...poster, quantity: 1, price: 249 }] });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Minimum order amount is Rs. 500')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows Placing your order... and disables the form while the order is sent', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/orders/create-order'), async ({ request }) => {
        const body = await request.json();
        await gate;
        return HttpResponse.json(orderAnswer(body), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Placing your order...')).toBeInTheDocument();
    expect(screen.getByLabelText(/^name/i)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    release();
    await screen.findByRole('heading', { name: /Thank you page/ });
  });

  it('says the cart is empty when there is nothing to order', () => {
    renderCheckout({ cart: [] });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  describe('with the owner’s delivery charges', () => {
    function serveDelivery() {
      server.use(
        http.get(apiUrl('/shop-settings'), () =>
          HttpResponse.json({
            ...TEST_SHOP_SETTINGS,
            flatDeliveryCharge: 300,
            cityDeliveryCharges: [{ city: 'Multan', charge: 450 }],
            freeDeliveryFrom: 3000,
          }),
        ),
      );
    }

    it('shows the flat charge until a city is entered, then the city’s own, however it is typed', async () => {
      serveDelivery();
      const user = userEvent.setup();
      renderCheckout();
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      await waitFor(() =>
        expect(within(summary).getByTestId('checkout-delivery')).toHaveTextContent('Rs. 300'),
      );
      expect(within(summary).getByText(/depends on your city/)).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^city/i), ' multan');
      expect(within(summary).getByTestId('checkout-delivery')).toHaveTextContent('Rs. 450');
      expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('Rs. 1,448');
      expect(within(summary).queryByText(/depends on your city/)).not.toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^city/i));
      await user.type(screen.getByLabelText(/^city/i), 'Quetta');
      expect(within(summary).getByTestId('checkout-delivery')).toHaveTextContent('Rs. 300');
    });

    it('sends the charge of the shopper’s city with the order', async () => {
      serveDelivery();
      const sent = serveOrders();
      const user = userEvent.setup();
      renderCheckout();
      await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Rs. 300'));
      for (const [field, value] of Object.entries({ ...customer, city: 'Multan' })) {
        await user.type(screen.getByLabelText(new RegExp(`^${field}`, 'i')), value);
      }
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Thank you page 250101-ABCDE' })).toBeInTheDocument();
      expect(sent[0]?.body).toMatchObject({ subtotal: 998, deliveryCharge: 450, total: 1448 });
    });

    it('reads the charges again after the server names another charge, and sends it on the next try', async () => {
      let flat = 250;
      server.use(
        http.get(apiUrl('/shop-settings'), () =>
          HttpResponse.json({ ...TEST_SHOP_SETTINGS, flatDeliveryCharge: flat }),
        ),
      );
      const refusal = 'The order delivery charge is Rs. 300, not Rs. 250. Please review your cart.';
      const sent = serveOrders({ status: 409, message: refusal });
      const user = userEvent.setup();
      renderCheckout();
      await fillCustomer(user);
      flat = 300;
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Rs. 300'));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Thank you page 250101-ABCDE' })).toBeInTheDocument();
      expect(sent.map((request) => request.body.deliveryCharge)).toEqual([250, 300]);
    });

    it('shows delivery as free from the owner’s amount', async () => {
      serveDelivery();
      renderCheckout({ cart: [{ ...poster, quantity: 7 }] });
      await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Free'));
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 3,493');
    });
  });
});

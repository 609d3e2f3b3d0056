import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { contactForMoreMessage } from '@shop/contracts';
import { apiUrl } from '@/testing/api-url';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { server } from '@/testing/msw-server';
import type { CartLine } from '@/lib/cart';
import { MOON_POSTER } from '@/testing/cart-lines';
import { renderWithProviders } from '@/testing/render-app';
import { placedTemplateAnswer, serveTemplates } from '@/testing/template-layout';
import { CartPage } from './cart-page';

const poster: CartLine = { ...MOON_POSTER, quantity: 1, price: 300 };

const namePoster: CartLine = {
  cartId: 'c2',
  id: 't1',
  name: 'Custom Name Poster',
  size: 'A3',
  frame: null,
  quantity: 1,
  price: 700,
  image: '/uploads/name.webp',
  customFields: { Name: 'Sara', Photo: 'http://localhost/uploads/family.jpg' },
};

let stockAnswers = new Set<string>();

/** The stock now of the test's items: as products (p…), else as templates (t…). */
function serveStock(stocks: Record<string, number>) {
  stockAnswers = new Set();
  const answer = (id: string) => {
    if (!(id in stocks)) return HttpResponse.json({}, { status: 404 });
    stockAnswers.add(id);
    return HttpResponse.json({ _id: id, stock: stocks[id] });
  };
  server.use(
    http.get(apiUrl('/products/single-product/:id'), ({ params }) =>
      String(params.id).startsWith('p') ? answer(String(params.id)) : HttpResponse.json({}, { status: 404 }),
    ),
    http.get(apiUrl('/custom-products/single-product-template/:id'), ({ params }) =>
      answer(String(params.id)),
    ),
  );
}

beforeEach(() => serveStock({ p1: 8, t1: 5 }));

/** The cart page on these lines, once it has asked the stock of each item (as it does on every visit). */
async function renderCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  renderWithProviders(<CartPage />, {
    route: '/cart',
    extraRoutes: [{ path: '/checkout', element: <h1>Checkout page</h1> }],
  });
  const items = new Set(lines.map((line) => line.id));
  await waitFor(() => expect(stockAnswers).toEqual(items));
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('CartPage', () => {
  it('says the cart is empty and offers Continue Shopping', async () => {
    await renderCart([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists each line with its size, frame and custom details, and the total and item count', async () => {
    await renderCart([{ ...poster, quantity: 2 }, namePoster]);
    const line = lineOf('Moon Poster');
    expect(within(line).getByText('Size: A4')).toBeInTheDocument();
    expect(within(line).getByText('Frame: Black')).toBeInTheDocument();
    const custom = lineOf('Custom Name Poster');
    expect(within(custom).getByText('Sara')).toBeInTheDocument();
    expect(within(custom).getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/family.jpg',
    );
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 1,300');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('changes a quantity with the stepper, never below 1, and updates the total', async () => {
    const user = userEvent.setup();
    await renderCart([poster]);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Moon Poster' });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Moon Poster' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 600');
    expect(storedCart()[0].quantity).toBe(2);
    await user.click(decrease);
    expect(storedCart()[0].quantity).toBe(1);
  });

  it('stops the + button at the stock the item had when it was added', async () => {
    const user = userEvent.setup();
    await renderCart([{ ...poster, quantity: 7, stock: 8 }]);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Moon Poster' });
    await user.click(increase);
    expect(storedCart()[0].quantity).toBe(8);
    expect(increase).toBeDisabled();
  });

  it("stops + at the owner's limit on units of one item and asks the shopper to contact the shop for more", async () => {
    serveStock({ p1: 100, t1: 5 });
    server.use(
      http.get(apiUrl('/shop-settings'), () =>
        HttpResponse.json({ ...TEST_SHOP_SETTINGS, maxUnitsPerOrder: 5 }),
      ),
    );
    const user = userEvent.setup();
    await renderCart([
      { ...poster, quantity: 3, stock: 100 },
      { ...poster, cartId: 'c5', size: 'A3', sizeIndex: 1, quantity: 2, stock: 100 },
    ]);
    const message = contactForMoreMessage(5);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    const increases = () => screen.getAllByRole('button', { name: 'Increase quantity of Moon Poster' });
    for (const increase of increases()) expect(increase).toBeDisabled();

    const [lowerA4] = screen.getAllByRole('button', { name: 'Decrease quantity of Moon Poster' });
    await user.click(lowerA4);
    expect(screen.queryByText(message)).toBeNull();
    await user.click(increases()[1]);
    expect(storedCart().map((line: CartLine) => line.quantity)).toEqual([2, 3]);
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it('stops + where the product’s other sizes leave none of its stock', async () => {
    serveStock({ p1: 3, t1: 5 });
    await renderCart([
      { ...poster, quantity: 2, stock: 3 },
      { ...poster, cartId: 'c5', size: 'A3', sizeIndex: 1, quantity: 1, stock: 3 },
    ]);
    const increases = screen.getAllByRole('button', { name: 'Increase quantity of Moon Poster' });
    for (const increase of increases) expect(increase).toBeDisabled();
  });

  it('lowers the lines of a product whose stock fell since they were added, and says so', async () => {
    serveStock({ p1: 2, t1: 5 });
    await renderCart([
      { ...poster, quantity: 2, stock: 8 },
      { ...poster, cartId: 'c5', size: 'A3', sizeIndex: 1, quantity: 3, stock: 8 },
      namePoster,
    ]);
    expect(
      await screen.findByText('Only 2 left of "Moon Poster": we lowered the quantity in your cart.'),
    ).toBeInTheDocument();
    expect(storedCart().map((line: CartLine) => [line.cartId, line.quantity, line.stock])).toEqual([
      ['c1', 2, 2],
      ['c2', 1, 5],
    ]);
    expect(screen.getAllByRole('heading', { name: 'Moon Poster' })).toHaveLength(1);
  });

  it('locks the quantity of custom lines', async () => {
    await renderCart([namePoster]);
    const custom = lineOf('Custom Name Poster');
    expect(within(custom).getByText(/Custom product don't have quantity/)).toBeInTheDocument();
    expect(within(custom).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();
  });

  it('shows a personalised line as its preview, with its photo as cropped, and other lines as their picture', async () => {
    serveTemplates({ t1: placedTemplateAnswer() });
    const photoCrops = { Photo: { x: 0.2, y: 0.1, width: 0.6, height: 0.8, rotation: 0 as const } };
    localStorage.setItem('cart', JSON.stringify([poster, { ...namePoster, photoCrops }]));
    renderWithProviders(<CartPage />, { route: '/cart' });
    await screen.findByRole('heading', { name: 'Custom Name Poster' });
    const custom = lineOf('Custom Name Poster');
    const preview = await within(custom).findByRole('img', { name: 'Custom Name Poster as it will be made' });
    expect(within(preview).getByText('Sara')).toBeInTheDocument();
    expect(preview.querySelector('img[alt="Photo in the preview"]')).toHaveAttribute(
      'src',
      'http://localhost/uploads/family.jpg',
    );
    expect(within(lineOf('Moon Poster')).queryByRole('img', { name: /as it will be made/ })).toBeNull();
  });

  it('removes a line', async () => {
    const user = userEvent.setup();
    await renderCart([poster, namePoster]);
    await user.click(screen.getByRole('button', { name: 'Remove Moon Poster' }));
    expect(screen.queryByRole('heading', { name: 'Moon Poster' })).not.toBeInTheDocument();
    expect(storedCart()).toEqual([{ ...namePoster, stock: 5 }]);
  });

  it('blocks checkout below Rs. 500 with a message', async () => {
    const user = userEvent.setup();
    await renderCart([{ ...poster, price: 499 }]);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Minimum order amount is Rs. 500')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout page' })).not.toBeInTheDocument();
  });

  it('goes to checkout from Rs. 500', async () => {
    const user = userEvent.setup();
    await renderCart([{ ...poster, price: 250, quantity: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('says nothing of delivery at the spec’s flat charge: checkout adds it', async () => {
    await renderCart([poster]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText(/delivery/i)).not.toBeInTheDocument();
  });

  describe('with the owner’s delivery settings', () => {
    beforeEach(() =>
      server.use(
        http.get(apiUrl('/shop-settings'), () =>
          HttpResponse.json({
            ...TEST_SHOP_SETTINGS,
            flatDeliveryCharge: 300,
            cityDeliveryCharges: [{ city: 'Lahore', charge: 150 }],
            freeDeliveryFrom: 2000,
            minimumOrder: 1000,
          }),
        ),
      ),
    );

    it('names the lowest charge by city and the free-delivery amount, then free delivery once reached', async () => {
      const user = userEvent.setup();
      await renderCart([{ ...poster, quantity: 6 }]);
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(
        await within(summary).findByText(
          'Delivery from Rs. 150, depending on your city: checkout shows yours.',
        ),
      ).toBeInTheDocument();
      expect(within(summary).getByText('Free delivery on orders of Rs. 2,000 or more.')).toBeInTheDocument();
      await user.click(within(lineOf('Moon Poster')).getByRole('button', { name: /increase/i }));
      expect(await within(summary).findByText('Delivery is free on this order.')).toBeInTheDocument();
    });

    it('blocks checkout below the owner’s minimum in the spec’s words', async () => {
      const user = userEvent.setup();
      await renderCart([{ ...poster, quantity: 3 }]);
      await screen.findByText(/Free delivery on orders/);
      await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(await screen.findByText('Minimum order amount is Rs. 1,000')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Checkout page' })).not.toBeInTheDocument();
    });
  });
});

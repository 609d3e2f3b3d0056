import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@/lib/cart';
import { MOON_POSTER } from '@/testing/cart-lines';
import { renderWithProviders } from '@/testing/render-app';
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

function renderCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  return renderWithProviders(<CartPage />, {
    route: '/cart',
    extraRoutes: [{ path: '/checkout', element: <h1>Checkout page</h1> }],
  });
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('CartPage', () => {
  it('says the cart is empty and offers Continue Shopping', () => {
    renderCart([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists each line with its size, frame and custom details, and the total and item count', () => {
    renderCart([{ ...poster, quantity: 2 }, namePoster]);
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
    renderCart([poster]);
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
    renderCart([{ ...poster, quantity: 7, stock: 8 }]);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Moon Poster' });
    await user.click(increase);
    expect(storedCart()[0].quantity).toBe(8);
    expect(increase).toBeDisabled();
  });

  it('locks the quantity of custom lines', () => {
    renderCart([namePoster]);
    const custom = lineOf('Custom Name Poster');
    expect(within(custom).getByText(/Custom product don't have quantity/)).toBeInTheDocument();
    expect(within(custom).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();
  });

  it('removes a line', async () => {
    const user = userEvent.setup();
    renderCart([poster, namePoster]);
    await user.click(screen.getByRole('button', { name: 'Remove Moon Poster' }));
    expect(screen.queryByRole('heading', { name: 'Moon Poster' })).not.toBeInTheDocument();
    expect(storedCart()).toEqual([namePoster]);
  });

  it('blocks checkout below Rs. 500 with a message', async () => {
    const user = userEvent.setup();
    renderCart([{ ...poster, price: 499 }]);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Minimum order amount is Rs. 500')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout page' })).not.toBeInTheDocument();
  });

  it('goes to checkout from Rs. 500', async () => {
    const user = userEvent.setup();
    renderCart([{ ...poster, price: 250, quantity: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });
});

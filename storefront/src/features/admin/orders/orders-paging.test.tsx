import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

/** 12 orders, newest first: 7 placed, 4 confirmed, 1 delivered; answered 5 to a page. */
const orders = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(4, '0');
  const status = i < 7 ? 'placed' : i < 11 ? 'confirmed' : 'delivered';
  return orderFixture({ _id: `o${n}`, orderNumber: `ORD-${n}`, status, items: [] });
});

function renderOrders(route = '/view-orders') {
  const pages = orderPagesOf(orders, 5);
  server.use(pages.handler);
  renderWithProviders(<OrdersPage />, { route, path: '/view-orders' });
  return { user: userEvent.setup(), asked: pages.asked };
}

const shownNumbers = () => screen.getAllByRole('rowheader').map((row) => row.textContent);
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Order #ORD-${String(from + i).padStart(4, '0')}`);
const lastAsked = (asked: URLSearchParams[]) => Object.fromEntries(asked[asked.length - 1]);

describe('OrdersPage in pages', () => {
  it('shows the server’s count of every state on the tabs, and of the matching orders, for one page of rows', async () => {
    const { asked } = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    expect(shownNumbers()).toEqual(numbers(1, 5));
    expect(screen.getByText('12 orders found')).toBeInTheDocument();
    const tabs = within(screen.getByRole('group', { name: 'Filter orders by status' }));
    for (const name of ['All 12', 'Placed 7', 'Confirmed 4', 'Delivered 1', 'Returned 0'])
      expect(tabs.getByRole('button', { name })).toBeInTheDocument();
    expect(lastAsked(asked)).toEqual({ page: '1', pageSize: '50' });
  });

  it('asks the server for page 2 and shows its orders', async () => {
    const { user, asked } = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Order #ORD-0006' });
    expect(shownNumbers()).toEqual(numbers(6, 10));
    expect(lastAsked(asked)).toEqual({ page: '2', pageSize: '50' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('rowheader', { name: 'Order #ORD-0011' });
    expect(shownNumbers()).toEqual(numbers(11, 12));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to page 1 when the tab changes, and asks for that state', async () => {
    const { user, asked } = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Order #ORD-0006' });
    await user.click(screen.getByRole('button', { name: 'Placed 7' }));
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    expect(shownNumbers()).toEqual(numbers(1, 5));
    expect(asked.filter((query) => query.get('status')).map((query) => Object.fromEntries(query))).toEqual([
      { page: '1', pageSize: '50', status: 'placed' },
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the tab and page in its address, as after a reload', async () => {
    const { asked } = renderOrders('/view-orders?status=placed&page=2');
    await screen.findByRole('rowheader', { name: 'Order #ORD-0006' });
    expect(shownNumbers()).toEqual(numbers(6, 7));
    expect(lastAsked(asked)).toEqual({ page: '2', pageSize: '50', status: 'placed' });
    expect(screen.getByRole('button', { name: 'Placed 7' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('7 orders found')).toBeInTheDocument();
  });

  it('shows the last page when the address asks for one past it', async () => {
    renderOrders('/view-orders?page=9');
    await screen.findByRole('rowheader', { name: 'Order #ORD-0011' });
    expect(shownNumbers()).toEqual(numbers(11, 12));
  });

  it('searches every order through the server, from page 1', async () => {
    const { user, asked } = renderOrders('/view-orders?page=2');
    await screen.findByRole('rowheader', { name: 'Order #ORD-0006' });
    await user.type(screen.getByPlaceholderText('Search by order number, name or email...'), 'ord-0012');
    await waitFor(() => expect(shownNumbers()).toEqual(['Order #ORD-0012']));
    expect(lastAsked(asked)).toEqual({ page: '1', pageSize: '50', search: 'ord-0012' });
  });

  it('leaves a selection behind with its page, so a bulk move acts only on the page on screen', async () => {
    const { user } = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Order #ORD-0001' }));
    expect(screen.getByRole('region', { name: 'Selected orders' })).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Order #ORD-0006' });
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf, type WireOrder } from '../testing/order-pages';
import { CurrentStaffContext } from '../lib/staff-role';
import { OrdersPage } from './orders-page';

const PHOTO_URL = 'https://res.cloudinary.com/demo/image/upload/v1/ayesha';

const orders = [
  orderFixture(),
  orderFixture({
    _id: 'o2',
    orderNumber: 'ORD-2002',
    customer: { name: 'Bilal Ahmed', email: 'bilal@shop.pk' },
    items: [],
    total: 1250,
  }),
];

function renderOrders(list: readonly WireOrder[] = orders) {
  server.use(orderPagesOf(list).handler);
  renderWithProviders(<OrdersPage />, { route: '/view-orders' });
  return userEvent.setup();
}

const rowOf = (orderNumber: string) =>
  screen.getByRole('rowheader', { name: `Order #${orderNumber}` }).closest('tr') as HTMLElement;

describe('OrdersPage', () => {
  it('lists each order with customer, item count, total in rupees and US short date', async () => {
    renderOrders();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    expect(screen.queryByText('0 orders found')).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Order #ORD-1001' });
    expect(screen.getByText('2 orders found')).toBeInTheDocument();
    const row = within(rowOf('ORD-1001'));
    expect(row.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(row.getByText('3 items')).toBeInTheDocument();
    expect(row.getByText('Rs. 3,350')).toBeInTheDocument();
    expect(row.getByText(/^Mar \d{1,2}, 2025, \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });

  it('searches order number, name and e-mail case-insensitively, with the empty state for no match', async () => {
    const user = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-1001' });
    const search = screen.getByPlaceholderText('Search by order number, name or email...');
    await user.type(search, 'BILAL@');
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Order #ORD-2002']),
    );
    expect(screen.getByText('1 orders found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ord-1001');
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Order #ORD-1001']),
    );
    await user.type(search, 'x');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('says orders will appear once customers place them when there are none', async () => {
    renderOrders([]);
    expect(await screen.findByText('Orders will appear here once customers place them')).toBeInTheDocument();
  });

  it('asks before deleting, saying the stock goes back, then shows Deleting... on that row only', async () => {
    server.use(
      http.delete(apiUrl('/orders/delete/o1'), async () => {
        await delay(150);
        return HttpResponse.json({ message: 'Order deleted' });
      }),
    );
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Delete Order #ORD-1001' }));
    const question = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(question).toHaveTextContent(
      'Delete order #ORD-1001? Its 3 items go back into stock. This action cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: 'Deleting Order #ORD-1001' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Deleting...');
    expect(screen.getByRole('button', { name: 'Delete Order #ORD-2002' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Order #ORD-1001 deleted successfully. 3 items are back in stock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Order #ORD-1001' })).not.toBeInTheDocument();
    expect(screen.getByText('1 orders found')).toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled, and says the stock stays for a delivered order', async () => {
    const user = renderOrders([orderFixture({ status: 'delivered' })]);
    await user.click(await screen.findByRole('button', { name: 'Delete Order #ORD-1001' }));
    const question = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(question).toHaveTextContent('It was delivered, so its stock stays as it is.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Order #ORD-1001' })).toBeInTheDocument();
  });

  it('keeps the order and says so when the delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.delete(apiUrl('/orders/delete/o2'), () => HttpResponse.json({}, { status: 500 })));
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Delete Order #ORD-2002' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Order' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Order #ORD-2002' })).toBeEnabled();
  });

  it('shows customer, payment and items in the detail modal, and closes it when that order is deleted', async () => {
    server.use(http.delete(apiUrl('/orders/delete/o2'), () => HttpResponse.json({ message: 'ok' })));
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-2002' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #ORD-2002' });
    expect(within(dialog).getByText('Customer Details')).toBeInTheDocument();
    expect(within(dialog).getAllByText('N/A')).toHaveLength(4);
    expect(within(dialog).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(dialog).getByText('No items found in this order')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(question).toHaveTextContent(
      'Delete order #ORD-2002? It holds no stock. This action cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order #ORD-2002 deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows custom text by key and a customer photo with view and download', async () => {
    server.use(
      http.get(PHOTO_URL, () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(4), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    // jsdom has no object URLs; these stay for the rest of this file (the revoke runs on a timer).
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    expect(dialog.getByText('Custom Details')).toBeInTheDocument();
    expect(dialog.getByText('Ayesha')).toBeInTheDocument();
    expect(dialog.getByText('Click to view')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', PHOTO_URL);
    const view = dialog.getByRole('link', { name: 'View Photo in a new tab' });
    expect(view).toHaveAttribute('href', PHOTO_URL);
    expect(view).toHaveAttribute('target', '_blank');

    await user.click(dialog.getByRole('button', { name: 'Download Photo' }));
    expect(await screen.findByText('Image downloaded successfully!')).toBeInTheDocument();
    expect(saved).toEqual(['Photo-order-ORD-1001-item-1.png']);

    fireEvent.error(dialog.getByRole('img', { name: 'Photo' }));
    expect(dialog.getByText('Image failed to load')).toBeInTheDocument();
  });

  it('says under a text value the script the shopper chose for it, and nothing for other values', async () => {
    const order = orderFixture();
    const [line, other] = order.items;
    const written = {
      ...order,
      items: [
        { ...line, customFields: { 'Your Name': 'Ayesha' }, fieldScripts: { 'Your Name': 'urdu' } },
        other,
      ],
    };
    const user = renderOrders([written]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    const value = dialog.getByText('Ayesha');
    expect(value).toHaveAttribute('dir', 'rtl');
    expect(value.closest('dd')).toHaveTextContent('Written in Urdu: Nastaliq, right to left');
    expect(dialog.queryByText(/^Written in English/)).not.toBeInTheDocument();
  });

  it('says the download failed when the image cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(PHOTO_URL, () => new HttpResponse(null, { status: 404 })));
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    await user.click(screen.getByRole('button', { name: 'Download Photo' }));
    expect(await screen.findByText('Failed to download image')).toBeInTheDocument();
  });

  it('says so when the orders cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/orders/all-orders'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<OrdersPage />, { route: '/view-orders' });
    expect(await screen.findByText('Error fetching orders')).toBeInTheDocument();
  });

  it("shows a staff account no Delete, in the list or in an order's details", async () => {
    server.use(orderPagesOf(orders).handler);
    renderWithProviders(
      <CurrentStaffContext value={{ email: 'packer@shop.pk', role: 'staff' }}>
        <OrdersPage />
      </CurrentStaffContext>,
      { route: '/view-orders' },
    );
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Order #ORD-1001' });
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const details = await screen.findByRole('dialog', { name: 'Order #ORD-1001' });
    expect(within(details).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

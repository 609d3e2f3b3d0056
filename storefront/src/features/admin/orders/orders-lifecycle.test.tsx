import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf, type WireOrder } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

const history = (status: string) => [
  { status: 'placed', at: '2025-03-05T14:30:00.000Z', by: 'shop', note: null },
  ...(status === 'placed'
    ? []
    : [{ status, at: '2025-03-05T15:00:00.000Z', by: 'staff@shop.test', note: 'Called' }]),
];

const orders = [
  orderFixture({ status: 'placed', history: history('placed') }),
  orderFixture({ _id: 'o2', orderNumber: 'ORD-2002', status: 'confirmed', history: history('confirmed') }),
  orderFixture({ _id: 'o3', orderNumber: 'ORD-3003', status: 'confirmed', history: history('confirmed') }),
];

function renderOrders(list: readonly WireOrder[] = orders) {
  server.use(orderPagesOf(list).handler);
  renderWithProviders(<OrdersPage />, { route: '/view-orders' });
  return userEvent.setup();
}

/** Answers each PATCH with the order moved, and records the bodies. */
function acceptMoves(list: any[] = orders) {
  const calls: { id: string; body: any }[] = [];
  server.use(
    http.patch(apiUrl('/orders/:id/status'), async ({ params, request }) => {
      const body = (await request.json()) as any;
      calls.push({ id: String(params.id), body });
      const order = list.find((o) => o._id === params.id);
      return HttpResponse.json({
        ...order,
        status: body.status,
        courier: body.courier ?? null,
        trackingNumber: body.trackingNumber ?? null,
        history: [
          ...order.history,
          {
            status: body.status,
            at: '2025-03-06T10:00:00.000Z',
            by: 'staff@shop.test',
            note: body.note ?? null,
          },
        ],
      });
    }),
  );
  return calls;
}

const rowOf = (orderNumber: string) =>
  screen.getByRole('rowheader', { name: `Order #${orderNumber}` }).closest('tr') as HTMLElement;

describe('OrdersPage lifecycle', () => {
  it('shows each status as a badge and filters by the status tabs with their counts', async () => {
    const user = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-1001' });
    expect(within(rowOf('ORD-1001')).getByText('Placed')).toBeInTheDocument();
    const tabs = screen.getByRole('group', { name: 'Filter orders by status' });
    expect(within(tabs).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tabs).getByRole('button', { name: 'Confirmed 2' }));
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      'Order #ORD-2002',
      'Order #ORD-3003',
    ]);
    expect(within(tabs).getByRole('button', { name: 'Delivered 0' })).toBeInTheDocument();
  });

  it('shows the history and cancels only with a reason, after confirming', async () => {
    const calls = acceptMoves();
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    expect(dialog.getByRole('list', { name: 'Order history' })).toHaveTextContent('Placed');
    expect(dialog.queryByRole('button', { name: 'Dispatch' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(dialog.getByText('Mark order #ORD-1001 as Cancelled? This cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Cancelled' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Cancelling needs a reason');
    expect(calls).toEqual([]);
    await user.type(dialog.getByLabelText('Reason'), 'Customer changed mind');
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Cancelled' }));
    expect(await screen.findByText('Order #ORD-1001 is now Cancelled')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 'o1', body: { status: 'cancelled', note: 'Customer changed mind' } }]);
    expect(dialog.getByText('This order is complete: no further moves.')).toBeInTheDocument();
    expect(within(rowOf('ORD-1001')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('dispatches with the courier and the tracking number', async () => {
    const inProduction = [orderFixture({ status: 'in_production', history: history('in_production') })];
    const calls = acceptMoves(inProduction);
    const user = renderOrders(inProduction);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await user.click(dialog.getByRole('button', { name: 'Dispatch' }));
    await user.type(dialog.getByLabelText('Courier'), 'TCS');
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Dispatched' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Dispatched needs the tracking number');
    await user.type(dialog.getByLabelText('Tracking number'), 'TCS-123');
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Dispatched' }));
    expect(await screen.findByText('Order #ORD-1001 is now Dispatched')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-123' });
    expect(dialog.getByText('TCS, tracking number TCS-123')).toBeInTheDocument();
  });

  it('keeps a dispatch being typed when the session ends, and gives it back when that move is opened again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inProduction = [orderFixture({ status: 'in_production', history: history('in_production') })];
    server.use(
      http.patch(apiUrl('/orders/:id/status'), () =>
        HttpResponse.json({ error: { status: 401, message: 'Your session has expired' } }, { status: 401 }),
      ),
    );
    const user = renderOrders(inProduction);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await user.click(dialog.getByRole('button', { name: 'Dispatch' }));
    await user.type(dialog.getByLabelText('Courier'), 'TCS');
    await user.type(dialog.getByLabelText('Tracking number'), 'TCS-123');
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Dispatched' }));
    await screen.findByText('Your session has expired');
    cleanup();

    const calls = acceptMoves(inProduction);
    const back = renderOrders(inProduction);
    await back.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await back.click(dialog.getByRole('button', { name: 'Dispatch' }));
    expect(dialog.getByText('Your unsaved changes were restored')).toBeInTheDocument();
    expect(dialog.getByLabelText('Courier')).toHaveValue('TCS');
    await back.click(dialog.getByRole('button', { name: 'Yes, mark as Dispatched' }));
    expect(await screen.findByText('Order #ORD-1001 is now Dispatched')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-123' });
  });

  it('shows the server’s refusal when another move got there first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.patch(apiUrl('/orders/o1/status'), () =>
        HttpResponse.json(
          {
            error: {
              message: 'This order is Cancelled, so it cannot become Confirmed: it cannot change any more',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Confirmed' }));
    expect(
      await screen.findByText(
        'This order is Cancelled, so it cannot become Confirmed: it cannot change any more',
      ),
    ).toBeInTheDocument();
  });

  it('moves the selected orders together', async () => {
    const calls = acceptMoves();
    const user = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-2002' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Order #ORD-2002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Order #ORD-3003' }));
    const bar = within(screen.getByRole('region', { name: 'Selected orders' }));
    expect(bar.queryByRole('button', { name: /Dispatch/ })).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Start production 2 orders' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Move 2 orders' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as In production' }));
    expect(await screen.findByText('2 orders are now In production')).toBeInTheDocument();
    expect(calls.map((call) => [call.id, call.body.status])).toEqual([
      ['o2', 'in_production'],
      ['o3', 'in_production'],
    ]);
    expect(within(rowOf('ORD-3003')).getByText('In production')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });

  it('opens WhatsApp with the confirmation message and calls the customer', async () => {
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    const chat = dialog.getByRole('link', { name: 'Confirm on WhatsApp' });
    const href = chat.getAttribute('href')!;
    expect(href).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    const message = decodeURIComponent(href.split('text=')[1]);
    expect(message).toContain('#ORD-1001');
    expect(message).toContain('Rs. 3,350');
    expect(message).toContain('12 Mall Road, Lahore');
    expect(message).toContain('2 x Starry Night (A4)');
    expect(message).toContain('1 x Name Poster (A3, Golden)\n  Your Name: Ayesha');
    expect(dialog.getByRole('link', { name: 'Call 0300 1234567' })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
  });

  it('offers no confirmation once confirmed, and the courier and tracking number once dispatched', async () => {
    const dispatched = orderFixture({
      _id: 'o4',
      orderNumber: 'ORD-4004',
      status: 'dispatched',
      courier: 'Leopards',
      trackingNumber: 'LP998877',
      history: history('dispatched'),
    });
    const user = renderOrders([...orders, dispatched]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-2002' }));
    const confirmed = within(screen.getByRole('dialog', { name: 'Order #ORD-2002' }));
    expect(confirmed.getByRole('link', { name: 'Call 0300 1234567' })).toBeInTheDocument();
    expect(confirmed.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View Details of Order #ORD-4004' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #ORD-4004' }));
    const chat = dialog.getByRole('link', { name: 'Send "Dispatched" on WhatsApp' });
    const message = decodeURIComponent(chat.getAttribute('href')!.split('text=')[1]);
    expect(message).toContain('#ORD-4004 has been dispatched with Leopards');
    expect(message).toContain('Tracking number: LP998877');
  });

  it('downloads the courier CSV of the orders in the chosen tab', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/orders/export.csv'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('Order number\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderOrders();
    await screen.findByRole('rowheader', { name: 'Order #ORD-1001' });
    await user.click(screen.getByRole('button', { name: 'Confirmed 2' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV for the courier' }));
    await vi.waitFor(() => expect(saved).toEqual(['orders-confirmed.csv']));
    expect(asked).toEqual(['?status=confirmed']);
  });

  it('links only to the shop’s own uploads; any other address in a custom field is text', async () => {
    const item = orderFixture().items[0];
    const hostile = orderFixture({
      items: [
        {
          ...item,
          customFields: {
            Script: 'javascript:alert(document.cookie)',
            Elsewhere: 'https://evil.example/photo.png',
            Own: '/uploads/own-photo.webp',
          },
        },
      ],
    });
    const user = renderOrders([hostile]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    expect(dialog.getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(dialog.getByText('https://evil.example/photo.png').closest('a')).toBeNull();
    expect(dialog.queryByRole('img', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View Own in a new tab' })).toHaveAttribute(
      'href',
      `${window.location.origin}/uploads/own-photo.webp`,
    );
  });
});

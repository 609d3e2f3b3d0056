import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { saveStaffSession } from '@/lib/auth-storage';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

const orders = [
  orderFixture(),
  orderFixture({ _id: 'o2', orderNumber: 'ORD-2002', customer: { name: 'Bilal Ahmed' } }),
];

/** A tab as window.open gives it: where the page is sent, and whether it was closed. */
function openedTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

/** What the staff area asked the server for, and with which token. */
function printablePages(
  answer: () => Response = () =>
    new HttpResponse('<!doctype html><h1>Slip</h1>', { headers: { 'Content-Type': 'text/html' } }),
) {
  const asked: { url: URL; authorization: string | null }[] = [];
  const record = ({ request }: { request: Request }) => {
    asked.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
    return answer();
  };
  server.use(
    http.get(apiUrl('/orders/invoices'), record),
    http.get(apiUrl('/orders/production-sheet'), record),
  );
  return asked;
}

function renderOrders() {
  server.use(orderPagesOf(orders).handler);
  renderWithProviders(<OrdersPage />, { route: '/view-orders' });
  return userEvent.setup();
}

beforeEach(() => {
  saveStaffSession('staff-token-1');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:printable-page');
});
afterEach(() => vi.restoreAllMocks());

describe('printing orders from the staff area', () => {
  it("opens one order's slip in a new tab, asked for with the staff token", async () => {
    const { tab, open } = openedTab();
    const asked = printablePages();
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await user.click(dialog.getByRole('button', { name: 'Print slip' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:printable-page'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(asked).toHaveLength(1);
    expect(asked[0].url.pathname).toBe('/api/orders/invoices');
    expect(asked[0].url.searchParams.get('ids')).toBe('o1');
    expect(asked[0].authorization).toBe('staff-token-1');
  });

  it('prints the production sheet of the selected orders, in the order shown', async () => {
    const { tab } = openedTab();
    const asked = printablePages();
    const user = renderOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Order #ORD-1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Order #ORD-2002' }));
    const bar = within(screen.getByRole('region', { name: 'Selected orders' }));
    await user.click(bar.getByRole('button', { name: 'Production sheet' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:printable-page'));
    expect(asked[0].url.pathname).toBe('/api/orders/production-sheet');
    expect(asked[0].url.searchParams.get('ids')).toBe('o1,o2');
    await user.click(bar.getByRole('button', { name: 'Print slips' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].url.pathname).toBe('/api/orders/invoices');
  });

  it('closes the empty tab and says so when the server refuses', async () => {
    const { tab } = openedTab();
    printablePages(() =>
      HttpResponse.json(
        { data: null, error: { status: 404, message: 'Order not found: o1' } },
        { status: 404 },
      ),
    );
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    expect(await screen.findByText('The print page could not be opened')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});

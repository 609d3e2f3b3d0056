import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { productFixture } from '../testing/admin-fixtures';
import { DashboardPage } from './dashboard-page';

const dailyOrders = Array.from({ length: 30 }, (_, i) => ({
  date: `2025-03-${String(i + 1).padStart(2, '0')}`,
  orders: i === 29 ? 4 : i % 3,
  revenue: 1000 * i,
}));

const summary = {
  periods: {
    today: { orders: 4, revenue: 5400, averageOrder: 1350 },
    last7Days: { orders: 12, revenue: 18250, averageOrder: 1521 },
    last30Days: { orders: 33, revenue: 1234567, averageOrder: 37411 },
  },
  dailyOrders,
  ordersByStatus: {
    placed: 5,
    confirmed: 3,
    proof_sent: 1,
    approved: 0,
    in_production: 2,
    dispatched: 4,
    delivered: 20,
    cancelled: 1,
    returned: 2,
  },
  cashOnDelivery: {
    outstanding: 12_400,
    outstandingOrders: 4,
    collectedLast30Days: 56_000,
    returnRateLast30Days: 2 / 22,
    byCourier: [
      { courier: 'TCS', orders: 3, cash: 9_900 },
      { courier: 'Leopards', orders: 1, cash: 2_500 },
    ],
    returnedLast30Days: { orders: 2, deliveryLoss: 500 },
  },
  lowStock: [
    { _id: 'p1', name: 'Starry Night', kind: 'product', stock: 3 },
    { _id: 't1', name: 'Name Poster', kind: 'template', stock: 8 },
  ],
  outOfStock: [],
  newestOrders: [
    {
      _id: 'o1',
      orderNumber: 'ORD-1001',
      customerName: 'Ayesha Khan',
      itemCount: 3,
      total: 3350,
      createdAt: '2025-03-30T10:00:00.000Z',
    },
  ],
  newestMessages: [
    { _id: 'm1', name: null, message: 'Do you ship to Karachi?', date: '2025-03-29T10:00:00.000Z' },
  ],
};

function UpdateScreen() {
  const { state } = useLocation();
  return <p>Editing {(state as { product: { name: string } }).product.name}</p>;
}

function renderDashboard() {
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    extraRoutes: [
      { path: '/update-product', element: <UpdateScreen /> },
      { path: '/view-orders', element: <p>Orders screen</p> },
    ],
  });
  return userEvent.setup();
}

describe('DashboardPage', () => {
  it('shows orders and revenue for today, 7 and 30 days, and a chart of 30 days', async () => {
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(summary)));
    renderDashboard();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    const sales = within(await screen.findByRole('list', { name: 'Sales' }));
    const cards = sales.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'TodayOrders4RevenueRs. 5,400Average orderRs. 1,350',
      'Last 7 daysOrders12RevenueRs. 18,250Average orderRs. 1,521',
      'Last 30 daysOrders33RevenueRs. 1,234,567Average orderRs. 37,411',
    ]);
    const chart = screen.getByRole('img', { name: 'Daily orders (last 30 days)' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByRole('table', { name: 'Orders per day' })).toHaveTextContent('Mar 30');
  });

  it('shows the orders per status, cash on delivery outstanding and collected, and the return rate', async () => {
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(summary)));
    renderDashboard();
    const states = await screen.findByRole('region', { name: 'Orders by status' });
    expect(within(states).getByText('In production').nextSibling).toHaveTextContent('2');
    expect(within(states).getByText('Proof sent').nextSibling).toHaveTextContent('1');
    expect(within(states).getByText('Delivered').nextSibling).toHaveTextContent('20');
    const cash = screen.getByRole('region', { name: 'Cash on delivery' });
    expect(within(cash).getByText('Outstanding (4 dispatched)').nextSibling).toHaveTextContent('Rs. 12,400');
    expect(within(cash).getByText('Collected, last 30 days').nextSibling).toHaveTextContent('Rs. 56,000');
    expect(within(cash).getByText('Return rate, last 30 days').nextSibling).toHaveTextContent('9.1%');
    expect(within(cash).getByText('Delivery lost on 2 returned, last 30 days').nextSibling).toHaveTextContent(
      'Rs. 500',
    );
  });

  it('shows the cash each courier is to collect', async () => {
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(summary)));
    renderDashboard();
    const couriers = await screen.findByRole('region', { name: 'Cash to collect per courier' });
    expect(within(couriers).getByText('TCS (3 dispatched)').nextSibling).toHaveTextContent('Rs. 9,900');
    expect(within(couriers).getByText('Leopards (1 dispatched)').nextSibling).toHaveTextContent('Rs. 2,500');
  });

  it('breaks the last 30 days’ sales down by source', async () => {
    const bySource = {
      ...summary,
      salesBySourceLast30Days: [
        { source: 'website', orders: 20, revenue: 30_000 },
        { source: 'phone', orders: 0, revenue: 0 },
        { source: 'whatsapp', orders: 12, revenue: 18_500 },
        { source: 'instagram', orders: 1, revenue: 1_250 },
        { source: 'walk_in', orders: 0, revenue: 0 },
      ],
    };
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(bySource)));
    renderDashboard();
    const sources = await screen.findByRole('region', { name: 'Sales by source' });
    expect(within(sources).getByText('WhatsApp (12 orders)').nextSibling).toHaveTextContent('Rs. 18,500');
    expect(within(sources).getByText('Instagram (1 order)').nextSibling).toHaveTextContent('Rs. 1,250');
    expect(within(sources).getByText('Website (20 orders)').nextSibling).toHaveTextContent('Rs. 30,000');
  });

  it('says so when no parcel is out with a courier', async () => {
    const none = { ...summary, cashOnDelivery: { ...summary.cashOnDelivery, byCourier: [] } };
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(none)));
    renderDashboard();
    const couriers = await screen.findByRole('region', { name: 'Cash to collect per courier' });
    expect(couriers).toHaveTextContent('No parcel is out with a courier.');
  });

  it('shows the discount given and the orders per code', async () => {
    const withCodes = {
      ...summary,
      discounts: {
        givenLast30Days: 3450,
        ordersLast30Days: 9,
        byCode: [
          { code: 'EID10', orders: 7, given: 2850 },
          { code: 'WELCOME', orders: 2, given: 600 },
        ],
      },
    };
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(withCodes)));
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Discount codes, last 30 days' });
    expect(within(panel).getByText('Discount given (9 orders)').nextSibling).toHaveTextContent('Rs. 3,450');
    expect(within(panel).getByText('EID10: 7 orders').nextSibling).toHaveTextContent('Rs. 2,850');
    expect(within(panel).getByText('WELCOME: 2 orders').nextSibling).toHaveTextContent('Rs. 600');
  });

  it('shows no discount panel when no code was used', async () => {
    const none = { ...summary, discounts: { givenLast30Days: 0, ordersLast30Days: 0, byCode: [] } };
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(none)));
    renderDashboard();
    await screen.findByRole('region', { name: 'Cash to collect per courier' });
    expect(screen.queryByRole('region', { name: 'Discount codes, last 30 days' })).not.toBeInTheDocument();
  });

  it('lists stock alerts, newest orders and newest messages with links to their screens', async () => {
    server.use(http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(summary)));
    renderDashboard();
    const low = within(await screen.findByRole('region', { name: 'Low stock' }));
    expect(low.getByRole('link', { name: 'Name Poster' })).toHaveAttribute(
      'href',
      '/all-custom-products-template',
    );
    expect(low.getByRole('button', { name: 'Starry Night' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Out of stock' })).getByText('Nothing is out of stock.'),
    ).toBeInTheDocument();
    const orders = within(screen.getByRole('region', { name: 'Newest orders' }));
    expect(orders.getByRole('link', { name: /Order #ORD-1001/ })).toHaveAttribute('href', '/view-orders');
    expect(orders.getByText(/Ayesha Khan · 3 items · Rs. 3,350/)).toBeInTheDocument();
    const messages = within(screen.getByRole('region', { name: 'Newest messages' }));
    expect(messages.getByRole('link', { name: /Anonymous/ })).toHaveAttribute('href', '/messages');
  });

  it('opens a low-stock product in Update Product after fetching it', async () => {
    server.use(
      http.get(apiUrl('/admin/dashboard-summary'), () => HttpResponse.json(summary)),
      http.get(apiUrl('/products/single-product/p1'), () => HttpResponse.json(productFixture())),
    );
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Starry Night' }));
    expect(await screen.findByText('Editing Starry Night')).toBeInTheDocument();
  });

  it('offers to try again when the summary cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(apiUrl('/admin/dashboard-summary'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(summary);
      }),
    );
    const user = renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Sales' })).toBeInTheDocument();
  });
});

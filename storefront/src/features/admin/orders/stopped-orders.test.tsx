import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StoppedOrder, tooManyWaitingOrdersMessage } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { StoppedOrders } from './stopped-orders';

const stopped: StoppedOrder[] = [
  {
    _id: 's2',
    createdAt: '2026-11-27T10:05:00.000Z',
    limit: 'waitingOrdersPerPhone',
    message: tooManyWaitingOrdersMessage(3),
    phone: '0300 1234567',
    customerName: 'Ayesha Khan',
    city: 'Lahore',
    items: [{ id: 'p1', name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 2 }],
    clientAddress: '203.0.113.7',
  },
  {
    _id: 's1',
    createdAt: '2026-11-27T10:00:00.000Z',
    limit: 'unitsPerOrder',
    message: 'One order can hold at most 20 of "Moon Poster"',
    phone: '0321 7654321',
    customerName: 'Bilal Ahmed',
    city: 'Karachi',
    items: [{ id: 'p1', name: 'Moon Poster', size: 'A3', frame: null, quantity: 500 }],
    clientAddress: '2001:db8:1:2::/64',
  },
];

describe('StoppedOrders', () => {
  it('asks for the stopped orders only once staff open the list, and shows them as the server lists them', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/orders/stopped'), () => {
        asked += 1;
        return HttpResponse.json({ stoppedOrders: stopped });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<StoppedOrders />, { route: '/view-orders' });
    expect(asked).toBe(0);

    await user.click(screen.getByText('Orders stopped by your limits'));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Too many orders waiting for one phone')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ayesha Khan, 0300 1234567, Lahore')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Moon Poster, A4, Black × 2')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Too many of one item')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2001:db8:1:2::/64')).toBeInTheDocument();
  });

  it('says when no order has been stopped', async () => {
    server.use(http.get(apiUrl('/orders/stopped'), () => HttpResponse.json({ stoppedOrders: [] })));
    const user = userEvent.setup();
    renderWithProviders(<StoppedOrders />, { route: '/view-orders' });
    await user.click(screen.getByText('Orders stopped by your limits'));
    expect(await screen.findByText('No order has been stopped by your limits.')).toBeInTheDocument();
  });
});

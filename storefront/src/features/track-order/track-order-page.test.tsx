import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { TRACKING_TOKEN as TOKEN } from './testing/tracked-orders';
import { TrackOrderPage } from './track-order-page';

const tracking = {
  orderNumber: '251123-ABCDE',
  status: 'dispatched',
  timeline: [
    { status: 'placed', at: '2025-03-01T10:00:00.000Z' },
    { status: 'confirmed', at: '2025-03-01T12:00:00.000Z' },
    { status: 'in_production', at: '2025-03-02T09:00:00.000Z' },
    { status: 'dispatched', at: '2025-03-03T09:00:00.000Z' },
  ],
  courier: 'TCS',
  trackingNumber: 'TCS-123',
  items: [{ name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 2, price: 499 }],
  subtotal: 998,
  deliveryCharge: 250,
  total: 1248,
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('TrackOrderPage', () => {
  it('looks an order up by number and phone and shows its steps, courier, items and total', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/orders/track'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(tracking);
      }),
    );
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Order number'), '251123-ABCDE');
    await user.type(screen.getByLabelText('Phone number used at checkout'), '+92 300 1234567');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    const order = await screen.findByRole('region', { name: 'Order 251123-ABCDE' });
    expect(asked[0].get('number')).toBe('251123-ABCDE');
    expect(asked[0].get('phone')).toBe('+92 300 1234567');
    expect(within(order).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order 251123-ABCDE: Dispatched',
    );
    const steps = within(within(order).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Confirmed',
      'In production',
      'Dispatched',
    ]);
    expect(order).toHaveTextContent('TCS-123');
    expect(order).toHaveTextContent('2 x Moon Poster (A4, Black)');
    expect(within(order).getByText('Rs. 1,248')).toBeInTheDocument();
  });

  it('asks for both fields before looking anything up', async () => {
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Order number'), '251123-ABCDE');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter the phone number you ordered with')).toBeInTheDocument();
  });

  it('says so when no order matches the number and phone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/orders/track'), () =>
        HttpResponse.json(
          { error: { message: 'We could not find an order with this order number and phone number' } },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Order number'), '251123-ABCDE');
    await user.type(screen.getByLabelText('Phone number used at checkout'), '0300 0000000');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this order number and phone number',
    );
  });

  it('opens the order straight from the private link, without the form', async () => {
    server.use(http.get(apiUrl(`/orders/track/${TOKEN}`), () => HttpResponse.json(tracking)));
    renderWithProviders(<TrackOrderPage />, { route: `/track-order/${TOKEN}`, path: '/track-order/:token' });
    expect(await screen.findByRole('region', { name: 'Order 251123-ABCDE' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Find your order' })).not.toBeInTheDocument();
  });
});

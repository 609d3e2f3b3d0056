import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

const orders = [
  orderFixture({ _id: 'o1', orderNumber: 'ORD-0001', source: 'whatsapp', enteredBy: 'staff@shop.test' }),
  orderFixture({ _id: 'o2', orderNumber: 'ORD-0002', source: 'website' }),
  // Stored before sources existed: a website order.
  orderFixture({ _id: 'o3', orderNumber: 'ORD-0003' }),
];

describe('OrdersPage by source', () => {
  it('asks the server for one source’s orders and shows them, and every order again', async () => {
    const pages = orderPagesOf(orders);
    server.use(pages.handler);
    renderWithProviders(<OrdersPage />, { route: '/view-orders', path: '/view-orders' });
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    const rows = () => screen.getAllByRole('rowheader').map((row) => row.textContent);

    fireEvent.change(screen.getByLabelText('Ordered by'), { target: { value: 'whatsapp' } });
    await waitFor(() => expect(rows()).toEqual(['Order #ORD-0001']));
    expect(pages.asked.at(-1)?.get('source')).toBe('whatsapp');

    fireEvent.change(screen.getByLabelText('Ordered by'), { target: { value: 'website' } });
    await waitFor(() => expect(rows()).toEqual(['Order #ORD-0002', 'Order #ORD-0003']));

    fireEvent.change(screen.getByLabelText('Ordered by'), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(pages.asked.at(-1)?.has('source')).toBe(false);
  });

  it('says in an order’s details where it came from and who took it', async () => {
    server.use(orderPagesOf(orders).handler);
    renderWithProviders(<OrdersPage />, { route: '/view-orders', path: '/view-orders' });
    await screen.findByRole('rowheader', { name: 'Order #ORD-0001' });
    fireEvent.click(screen.getAllByRole('button', { name: /view/i })[0]);
    expect(await screen.findByText('WhatsApp (taken by staff@shop.test)')).toBeInTheDocument();
  });
});

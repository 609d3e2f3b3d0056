import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { fillIn, orderFixture, press, productFixture, templateFixture } from '../testing/admin-fixtures';
import { orderPagesOf, type WireOrder } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

const placedEntry = { status: 'placed', at: '2025-03-05T14:30:00.000Z', by: 'shop', note: null };
const placed = orderFixture({ updatedAt: '2025-03-05T15:00:00.000Z', history: [placedEntry] });

function renderOrders(list: readonly WireOrder[] = [placed], templates = [templateFixture()]) {
  server.use(
    orderPagesOf(list).handler,
    http.get(apiUrl('/products/all-admin-products'), () =>
      HttpResponse.json([
        productFixture({ _id: 'p2', name: 'Desert Dunes', frameColors: ['Black', 'White'] }),
      ]),
    ),
    http.get(apiUrl('/custom-products/custom-admin-product-templates'), () => HttpResponse.json(templates)),
  );
  renderWithProviders(<OrdersPage />, { route: '/view-orders' });
  return userEvent.setup();
}

async function openEditForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
  await user.click(dialog.getByRole('button', { name: 'Edit order' }));
  return within(dialog.getByRole('form', { name: 'Edit order' }));
}

describe('Edit order in the staff order details', () => {
  it('sends the changed address and the new lines, then shows the total the server priced', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl('/orders/:id'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...placed,
          customer: { ...placed.customer, address: '7 Canal Road' },
          items: [
            { ...placed.items[1], quantity: 3 },
            {
              id: 'p2',
              kind: 'product',
              name: 'Desert Dunes',
              size: 'A4',
              frame: 'White',
              quantity: 2,
              price: 800,
            },
          ],
          subtotal: 4000,
          total: 4250,
          history: [
            placedEntry,
            {
              status: 'placed',
              at: '2025-03-06T10:00:00.000Z',
              by: 'staff@shop.test',
              note: null,
              changes: 'Address changed; total Rs. 3,350 → Rs. 4,250',
            },
          ],
        });
      }),
    );
    const user = renderOrders();
    const form = await openEditForm(user);
    fillIn('Address', '7 Canal Road');
    fillIn('Starry Night A4', '3');
    press('Remove Name Poster A3 Golden');
    await form.findByRole('option', { name: 'Desert Dunes' });
    fillIn('Product or template', 'p2');
    fillIn('Frame', 'White');
    fillIn('Quantity', '2');
    press('Add line');
    press('Save changes');

    expect(await screen.findByText('Order #ORD-1001 saved: the total is now Rs. 4,250')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        updatedAt: '2025-03-05T15:00:00.000Z',
        customer: { address: '7 Canal Road' },
        items: [
          { id: 'p1', size: 'A4', frame: null, quantity: 3 },
          { id: 'p2', size: 'A4', sizeIndex: 0, frame: 'White', quantity: 2 },
        ],
      },
    ]);
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    await waitFor(() => expect(dialog.queryByRole('form', { name: 'Edit order' })).not.toBeInTheDocument());
    expect(dialog.getByText('Rs. 4,250')).toBeInTheDocument();
    expect(dialog.getByText('Corrected')).toBeInTheDocument();
    expect(dialog.getByText('Address changed; total Rs. 3,350 → Rs. 4,250')).toBeInTheDocument();
  });

  it('adds a line of a template in the script staff pick for a field that offers English or Urdu', async () => {
    const bodies: any[] = [];
    server.use(
      http.patch(apiUrl('/orders/:id'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(placed);
      }),
    );
    const both = { x: 0.1, y: 0.6, w: 0.8, h: 0.3, scripts: 'both' as const };
    const template = templateFixture({
      fields: [{ fieldName: 'Names', fieldType: 'text', required: true, options: [], layout: both }],
    });
    const user = renderOrders([placed], [template]);
    const form = await openEditForm(user);
    await form.findByRole('option', { name: 'Name Poster' });
    fillIn('Product or template', 't1');
    const names = form.getByLabelText('Names');
    fillIn('Names', 'Sara & Ali');
    const script = form.getByRole('combobox', { name: 'Script of Names' });
    expect(script).toHaveValue('latin');
    await user.selectOptions(script, 'urdu');
    expect(names).toHaveAttribute('dir', 'rtl');
    press('Add line');
    press('Save changes');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].items.at(-1)).toMatchObject({
      id: 't1',
      customFields: { Names: 'Sara & Ali' },
      fieldScripts: { Names: 'urdu' },
    });
  });

  it('shows the server’s 409 as a toast and keeps the form open', async () => {
    server.use(
      http.patch(apiUrl('/orders/:id'), () =>
        HttpResponse.json(
          { error: { status: 409, message: 'Only 1 left of "Starry Night". Please lower the quantity.' } },
          { status: 409 },
        ),
      ),
    );
    const user = renderOrders();
    const form = await openEditForm(user);
    fillIn('Starry Night A4', '5');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Only 1 left of "Starry Night". Please lower the quantity.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit order' })).toBeInTheDocument();
  });

  it('refuses an empty quantity before sending anything', async () => {
    const user = renderOrders();
    const form = await openEditForm(user);
    fillIn('Starry Night A4', '');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByRole('alert')).toHaveTextContent(/Quantity/);
  });

  it('offers no Edit order once the order is dispatched or delivered', async () => {
    const user = renderOrders([
      { ...placed, status: 'dispatched', courier: 'TCS', trackingNumber: 'T1' } as WireOrder,
    ]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #ORD-1001' }));
    expect(dialog.getByRole('button', { name: 'Returned' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { DiscountCodesPage } from './discount-codes-page';

const STORED = {
  _id: 'd1',
  code: 'EID10',
  kind: 'percent',
  value: 10,
  minimumOrder: 1500,
  startsAt: null,
  endsAt: null,
  usageLimit: 50,
  uses: 12,
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderCodes(list: unknown[] = [STORED]) {
  server.use(http.get(apiUrl('/discount-codes'), () => HttpResponse.json({ discountCodes: list })));
  renderWithProviders(<DiscountCodesPage />, { route: '/discount-codes' });
  return userEvent.setup();
}

describe('DiscountCodesPage', () => {
  it('lists each code with what it gives, its uses against its limit and its terms', async () => {
    renderCodes();
    const card = await screen.findByRole('article', { name: 'EID10' });
    expect(within(card).getByText('10% off')).toBeInTheDocument();
    expect(within(card).getByText('Used 12 of 50')).toBeInTheDocument();
    expect(within(card).getByText('Orders from Rs. 1,500')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('says so when there are no codes', async () => {
    renderCodes([]);
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
  });

  it('adds a code in capitals with its optional terms, and shows it first', async () => {
    let sent: any;
    server.use(
      http.post(apiUrl('/discount-codes'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { ...STORED, ...sent, _id: 'd2', uses: 0, enabled: true, startsAt: null, endsAt: null },
          { status: 201 },
        );
      }),
    );
    const user = renderCodes();
    await screen.findByRole('article', { name: 'EID10' });
    const form = screen.getByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'winter300');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'fixed');
    await user.type(within(form).getByLabelText('Rupees off'), '300');
    await user.type(within(form).getByLabelText('Total uses allowed (optional)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add Code' }));
    const card = await screen.findByRole('article', { name: 'WINTER300' });
    expect(within(card).getByText('Rs. 300 off')).toBeInTheDocument();
    expect(sent).toEqual({
      code: 'WINTER300',
      kind: 'fixed',
      value: 300,
      minimumOrder: null,
      usageLimit: 100,
      startsAt: null,
      endsAt: null,
    });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'WINTER300',
      'EID10',
    ]);
  });

  it('refuses a percentage over 100 before sending anything', async () => {
    const user = renderCodes();
    await screen.findByRole('article', { name: 'EID10' });
    const form = screen.getByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText('Code'), 'HALF');
    await user.type(within(form).getByLabelText('Percent off'), '150');
    await user.click(within(form).getByRole('button', { name: 'Add Code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'A percentage discount must be between 1 and 100',
    );
  });

  it('disables a code, edits its terms, and deletes it after confirmation', async () => {
    const patches: unknown[] = [];
    let deleted = false;
    server.use(
      http.patch(apiUrl('/discount-codes/d1'), async ({ request }) => {
        const change = (await request.json()) as Record<string, unknown>;
        patches.push(change);
        return HttpResponse.json({ ...STORED, ...change });
      }),
      http.delete(apiUrl('/discount-codes/d1'), () => {
        deleted = true;
        return HttpResponse.json({ message: 'Discount code deleted' });
      }),
    );
    const user = renderCodes();
    const card = await screen.findByRole('article', { name: 'EID10' });
    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await within(card).findByText('Disabled')).toBeInTheDocument();
    expect(patches[0]).toEqual({ enabled: false });

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const editor = within(card).getByRole('form', { name: 'Edit EID10' });
    await user.clear(within(editor).getByLabelText('Minimum order, Rs. (optional)'));
    await user.clear(within(editor).getByLabelText('Percent off'));
    await user.type(within(editor).getByLabelText('Percent off'), '15');
    await user.click(within(editor).getByRole('button', { name: 'Save Changes' }));
    expect(await within(card).findByText('15% off')).toBeInTheDocument();
    expect(patches[1]).toMatchObject({ code: 'EID10', value: 15, minimumOrder: null, usageLimit: 50 });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Code' }));
    await screen.findByText('No discount codes yet');
    expect(deleted).toBe(true);
  });
});

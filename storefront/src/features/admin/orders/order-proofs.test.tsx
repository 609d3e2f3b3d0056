import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { orderFixture } from '../testing/admin-fixtures';
import { orderPagesOf } from '../testing/order-pages';
import { OrdersPage } from './orders-page';

const PROOF_URL = 'http://shop.test/uploads/proof_ord_1001.png';

const confirmedHistory = [
  { status: 'placed', at: '2025-03-05T14:30:00.000Z', by: 'shop', note: null },
  { status: 'confirmed', at: '2025-03-05T15:00:00.000Z', by: 'staff@shop.test', note: null },
];

/** A confirmed order whose first line's template needs the customer's approval; the poster does not. */
function approvalOrder(proofUrl?: string) {
  const order = orderFixture({ status: 'confirmed', history: confirmedHistory }) as any;
  const [named, poster] = order.items;
  return { ...order, items: [{ ...named, needsApproval: true, ...(proofUrl ? { proofUrl } : {}) }, poster] };
}

async function openOrder(order: any) {
  server.use(orderPagesOf([order]).handler);
  renderWithProviders(<OrdersPage />, { route: '/view-orders' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Details of Order #ORD-1001' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Order #ORD-1001' })) };
}

describe('the proof in the staff order details', () => {
  it('uploads the proof of the line that needs approval, then sends it', async () => {
    const uploads: { id: string; line: string; file: File }[] = [];
    const moves: unknown[] = [];
    server.use(
      http.post(apiUrl('/orders/:id/lines/:line/proof'), async ({ params, request }) => {
        const form = await request.formData();
        uploads.push({ id: String(params.id), line: String(params.line), file: form.get('file') as File });
        return HttpResponse.json(approvalOrder(PROOF_URL));
      }),
      http.patch(apiUrl('/orders/:id/status'), async ({ request }) => {
        const body = (await request.json()) as any;
        moves.push(body);
        const order = approvalOrder(PROOF_URL);
        return HttpResponse.json({
          ...order,
          status: body.status,
          history: [
            ...order.history,
            { status: body.status, at: '2025-03-06T10:00:00.000Z', by: 'staff@shop.test' },
          ],
        });
      }),
    );
    const { user, dialog } = await openOrder(approvalOrder());
    const proofs = within(dialog.getByRole('region', { name: "Proofs for the customer's approval" }));
    expect(proofs.getByText('Line 1: Name Poster')).toBeInTheDocument();
    expect(proofs.queryByText(/Starry Night/)).not.toBeInTheDocument();
    expect(proofs.getByText('No proof yet')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Start production' })).not.toBeInTheDocument();

    const picture = new File(['png bytes'], 'proof.png', { type: 'image/png' });
    await user.upload(proofs.getByLabelText('Upload the proof of line 1'), picture);
    expect(await screen.findByText('Proof of line 1 of order #ORD-1001 uploaded')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ id: 'o1', line: '1' });
    expect(await uploads[0].file.text()).toBe('png bytes');
    expect(proofs.getByRole('img', { name: 'Proof of line 1' })).toHaveAttribute('src', PROOF_URL);
    expect(proofs.getByLabelText('Replace the proof of line 1')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Send proof' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Proof sent' }));
    expect(await screen.findByText('Order #ORD-1001 is now Proof sent')).toBeInTheDocument();
    expect(moves).toEqual([{ status: 'proof_sent' }]);
    expect(proofs.queryByLabelText(/the proof of line 1/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a proof', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/orders/:id/lines/:line/proof'), () =>
        HttpResponse.json(
          { error: { message: 'Only JPEG, PNG, GIF or WebP images can be uploaded' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openOrder(approvalOrder());
    const proofs = within(dialog.getByRole('region', { name: "Proofs for the customer's approval" }));
    await user.upload(
      proofs.getByLabelText('Upload the proof of line 1'),
      new File(['x'], 'proof.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Only JPEG, PNG, GIF or WebP images can be uploaded')).toBeInTheDocument();
    expect(proofs.getByText('No proof yet')).toBeInTheDocument();
  });

  it('has no proof section, and starts production from confirmed, for an order without approval lines', async () => {
    const { dialog } = await openOrder(orderFixture({ status: 'confirmed', history: confirmedHistory }));
    expect(
      dialog.queryByRole('region', { name: "Proofs for the customer's approval" }),
    ).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Start production' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send proof' })).not.toBeInTheDocument();
  });

  it('shows the proof the shop drew for a personalised line that needs no approval, with nothing to upload', async () => {
    const order = orderFixture({ status: 'confirmed', history: confirmedHistory }) as any;
    const [named, poster] = order.items;
    const { dialog } = await openOrder({ ...order, items: [{ ...named, proofUrl: PROOF_URL }, poster] });
    const proofs = within(dialog.getByRole('region', { name: 'Proofs drawn by the shop' }));
    expect(proofs.getByRole('img', { name: 'Proof of line 1' })).toHaveAttribute('src', PROOF_URL);
    expect(proofs.queryByText(/Starry Night/)).not.toBeInTheDocument();
    expect(proofs.queryByLabelText(/the proof of line 1/)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Start production' })).toBeInTheDocument();
  });

  it('sends the drawn proof of a line that needs approval without an upload, and lets staff replace it', async () => {
    const moves: unknown[] = [];
    server.use(
      http.patch(apiUrl('/orders/:id/status'), async ({ request }) => {
        const body = (await request.json()) as any;
        moves.push(body);
        return HttpResponse.json({ ...approvalOrder(PROOF_URL), status: body.status });
      }),
    );
    const { user, dialog } = await openOrder(approvalOrder(PROOF_URL));
    const proofs = within(dialog.getByRole('region', { name: "Proofs for the customer's approval" }));
    expect(proofs.getByRole('img', { name: 'Proof of line 1' })).toHaveAttribute('src', PROOF_URL);
    expect(proofs.getByLabelText('Replace the proof of line 1')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send proof' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, mark as Proof sent' }));
    expect(await screen.findByText('Order #ORD-1001 is now Proof sent')).toBeInTheDocument();
    expect(moves).toEqual([{ status: 'proof_sent' }]);
  });
});

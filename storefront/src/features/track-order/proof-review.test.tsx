import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import {
  ORDER_AWAITING_PROOF as waiting,
  PROOF_URL,
  TRACKING_TOKEN as TOKEN,
} from './testing/tracked-orders';
import { TrackOrderPage } from './track-order-page';

function stepAt(status: string, at: string) {
  return { status, at };
}

/** The private link's page, the server answering GET with `tracking` and POST proof with what `answer` says. */
function openLink(answer: (body: any) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl(`/orders/track/${TOKEN}`), () => HttpResponse.json(waiting)),
    http.post(apiUrl(`/orders/track/${TOKEN}/proof`), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  renderWithProviders(<TrackOrderPage />, { route: `/track-order/${TOKEN}`, path: '/track-order/:token' });
  return sent;
}

describe('the proof on the private tracking page', () => {
  it('shows the proof and approves it: the order then reads Approved', async () => {
    const sent = openLink(() =>
      HttpResponse.json({
        ...waiting,
        status: 'approved',
        timeline: [...waiting.timeline, stepAt('approved', '2025-03-02T10:00:00.000Z')],
      }),
    );
    const proof = await screen.findByRole('region', { name: 'Your proof' });
    expect(within(proof).getByRole('img', { name: 'Proof of Nikkah Nama Classic' })).toHaveAttribute(
      'src',
      PROOF_URL,
    );
    expect(within(proof).queryByRole('img', { name: /Moon Poster/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(proof).getByRole('button', { name: 'Approve the proof' }));
    expect(await screen.findByRole('heading', { name: 'Order 251123-NIKAH: Approved' })).toBeInTheDocument();
    expect(sent).toEqual([{ decision: 'approve' }]);
    expect(screen.queryByRole('region', { name: 'Your proof' })).not.toBeInTheDocument();
    const approved = screen.getByRole('region', { name: 'Your approved proof' });
    expect(
      within(approved).getByRole('img', { name: 'Approved proof of Nikkah Nama Classic' }),
    ).toHaveAttribute('src', PROOF_URL);
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a change only with a comment, and sends it', async () => {
    const sent = openLink(() =>
      HttpResponse.json({
        ...waiting,
        status: 'confirmed',
        timeline: [...waiting.timeline, stepAt('confirmed', '2025-03-02T10:00:00.000Z')],
      }),
    );
    const user = userEvent.setup();
    const proof = await screen.findByRole('region', { name: 'Your proof' });
    await user.click(within(proof).getByRole('button', { name: 'Ask for a change' }));
    await user.click(within(proof).getByRole('button', { name: 'Send my change request' }));
    expect(within(proof).getByRole('alert')).toHaveTextContent('Please tell us what to change');
    expect(sent).toEqual([]);
    await user.type(within(proof).getByLabelText('What should we change?'), 'Spell the groom Bilal Ahmed');
    await user.click(within(proof).getByRole('button', { name: 'Send my change request' }));
    expect(await screen.findByRole('heading', { name: 'Order 251123-NIKAH: Confirmed' })).toBeInTheDocument();
    expect(sent).toEqual([{ decision: 'change', comment: 'Spell the groom Bilal Ahmed' }]);
    const coming = screen.getByRole('region', { name: 'Your new proof' });
    expect(within(coming).getByRole('status')).toHaveTextContent(
      'We are preparing a new proof for you, and will e-mail you when it is ready to see.',
    );
    expect(screen.queryByRole('img', { name: /proof of/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your proof' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Confirmed',
      'Proof sent',
      'Confirmed',
    ]);
  });

  it('shows the server’s refusal, e.g. when the proof was already answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openLink(() =>
      HttpResponse.json(
        { error: { message: 'This order is not waiting for your approval of a proof' } },
        { status: 409 },
      ),
    );
    const proof = await screen.findByRole('region', { name: 'Your proof' });
    await userEvent.setup().click(within(proof).getByRole('button', { name: 'Approve the proof' }));
    expect(await within(proof).findByRole('alert')).toHaveTextContent(
      'This order is not waiting for your approval of a proof',
    );
  });

  it('found by number and phone, shows the proof and sends the shopper to the e-mailed link to answer', async () => {
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(waiting)));
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Order number'), '251123-NIKAH');
    await user.type(screen.getByLabelText('Phone number used at checkout'), '0300 1234567');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const proof = await screen.findByRole('region', { name: 'Your proof' });
    expect(within(proof).getByRole('img', { name: 'Proof of Nikkah Nama Classic' })).toBeInTheDocument();
    expect(proof).toHaveTextContent('open the link in the e-mail we sent you');
    expect(within(proof).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the proof on the tracking page after the answer', () => {
  const approvedSteps = [...waiting.timeline, stepAt('approved', '2025-03-02T10:00:00.000Z')];

  function showOrder(tracking: object) {
    server.use(http.get(apiUrl(`/orders/track/${TOKEN}`), () => HttpResponse.json(tracking)));
    renderWithProviders(<TrackOrderPage />, { route: `/track-order/${TOKEN}`, path: '/track-order/:token' });
  }

  it.each(['in_production', 'dispatched', 'delivered'])(
    'shows the approved proof, without answers, while the order is %s',
    async (status) => {
      showOrder({
        ...waiting,
        status,
        timeline: [...approvedSteps, stepAt(status, '2025-03-03T10:00:00.000Z')],
      });
      const approved = await screen.findByRole('region', { name: 'Your approved proof' });
      expect(approved).toHaveTextContent('This is what we are making for you.');
      expect(
        within(approved).getByRole('img', { name: 'Approved proof of Nikkah Nama Classic' }),
      ).toHaveAttribute('src', PROOF_URL);
      expect(within(approved).queryByRole('img', { name: /Moon Poster/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve the proof' })).not.toBeInTheDocument();
    },
  );

  it('shows no proof for an order that needed no approval, though its line has a drawn one', async () => {
    showOrder({
      ...waiting,
      status: 'in_production',
      timeline: [
        stepAt('placed', '2025-03-01T10:00:00.000Z'),
        stepAt('in_production', '2025-03-02T10:00:00.000Z'),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Order 251123-NIKAH: In production' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /proof/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /proof/ })).not.toBeInTheDocument();
  });
});

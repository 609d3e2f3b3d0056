import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { useFailingMails } from '../api/failing-mails';
import { FailingMailsNotice } from './failing-mails-notice';

const failing = {
  failing: 2,
  waiting: 3,
  lastError: 'Mailbox busy',
  mails: [
    {
      _id: 'm1',
      kind: 'order-confirmation',
      to: 'ayesha@example.com',
      orderNumber: 'ORD-1001',
      attempts: 8,
      lastError: 'Mailbox busy',
      gaveUp: true,
    },
    {
      _id: 'm2',
      kind: 'new-order-notice',
      to: 'owner@example.com',
      orderNumber: 'ORD-1002',
      attempts: 2,
      lastError: 'Connection refused',
      gaveUp: false,
    },
  ],
};

describe('FailingMailsNotice', () => {
  it('says how many e-mails fail and the last error, and sends them again on request', async () => {
    let retried = false;
    server.use(
      http.get(apiUrl('/mail-outbox/failing'), () =>
        HttpResponse.json(retried ? { failing: 0, waiting: 0, lastError: null, mails: [] } : failing),
      ),
      http.post(apiUrl('/mail-outbox/retry'), () => {
        retried = true;
        return HttpResponse.json({ retried: 2 });
      }),
    );
    renderWithProviders(<FailingMailsNotice />);
    const notice = within(await screen.findByRole('region', { name: 'E-mails that fail' }));
    expect(notice.getByText('2 order e-mails could not be sent.')).toBeInTheDocument();
    expect(notice.getByText(/Last error: Mailbox busy/)).toBeInTheDocument();
    expect(
      notice.getByText(/Order #ORD-1001 to ayesha@example.com: 8 tries, waiting for you to retry/),
    ).toBeInTheDocument();
    await userEvent.setup().click(notice.getByRole('button', { name: 'Try again now' }));
    expect(await screen.findByText('2 e-mails will be sent again now.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('region', { name: 'E-mails that fail' })).toBeNull();
  });

  it('shows nothing while every e-mail goes out', async () => {
    server.use(
      http.get(apiUrl('/mail-outbox/failing'), () =>
        HttpResponse.json({ failing: 0, waiting: 1, lastError: null, mails: [] }),
      ),
    );
    renderWithProviders(
      <>
        <FailingMailsNotice />
        <WaitingProbe />
      </>,
    );
    expect(await screen.findByText('1 waiting')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mails that fail' })).toBeNull();
  });
});

/** Shows when the answer the notice reads has arrived. */
function WaitingProbe() {
  const { data } = useFailingMails();
  return data ? <p>{data.waiting} waiting</p> : null;
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { MessagesPage } from './messages-page';

const messages = [
  {
    _id: 'm1',
    name: 'Sara Ali',
    email: 'sara@example.com',
    number: '0300 7654321',
    message: 'Do you ship to Karachi?',
    date: '2025-03-05T10:00:00.000Z',
  },
  { _id: 'm2', name: null, email: '', number: null, message: '   ', date: '2025-03-04T10:00:00.000Z' },
];

function renderMessages(list: unknown[] = messages) {
  server.use(http.get(apiUrl('/contact/get-message'), () => HttpResponse.json(list)));
  renderWithProviders(<MessagesPage />, { route: '/messages' });
  return userEvent.setup();
}

describe('MessagesPage', () => {
  it('shows each message card, with Anonymous and Not provided for missing details', async () => {
    renderMessages();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    expect(screen.queryByText('0 Messages')).not.toBeInTheDocument();
    const sara = within(await screen.findByRole('article', { name: 'Message from Sara Ali' }));
    expect(screen.getByText('2 Messages')).toBeInTheDocument();
    expect(screen.getByText('Manage and review customer inquiries')).toBeInTheDocument();
    expect(sara.getByText('S')).toBeInTheDocument();
    expect(sara.getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(sara.getByText('sara@example.com')).toBeInTheDocument();
    expect(sara.getByText('Do you ship to Karachi?')).toBeInTheDocument();
    const anonymous = within(screen.getByRole('article', { name: 'Message from Anonymous' }));
    expect(anonymous.getAllByText('Not provided')).toHaveLength(2);
    expect(anonymous.getByText('No message content provided.')).toBeInTheDocument();
  });

  it('asks before deleting, shows Deleting... while it runs, then removes the card', async () => {
    let deletes = 0;
    server.use(
      http.delete(apiUrl('/contact/delete-message/m1'), async () => {
        deletes += 1;
        await delay(150);
        return HttpResponse.json({ message: 'Message deleted' });
      }),
    );
    const user = renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Delete message from Sara Ali' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Message' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the message from Sara Ali? This will permanently remove the message from your system.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete message from Sara Ali' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(screen.queryByRole('article', { name: 'Message from Sara Ali' })).not.toBeInTheDocument();
    expect(screen.getByText('1 Messages')).toBeInTheDocument();
  });

  it('keeps the card and says so when the delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.delete(apiUrl('/contact/delete-message/m2'), () => HttpResponse.json({}, { status: 500 })),
    );
    const user = renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Delete message from Anonymous' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('delete the message from Anonymous?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Message' }));
    expect(await screen.findByText('Failed to delete message')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Message from Anonymous' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no messages', async () => {
    renderMessages([]);
    expect(await screen.findByText('No Messages Yet')).toBeInTheDocument();
    expect(
      screen.getByText("When customers send you messages through the contact form, they'll appear here."),
    ).toBeInTheDocument();
  });

  it('says so when the messages cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/contact/get-message'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  });
});

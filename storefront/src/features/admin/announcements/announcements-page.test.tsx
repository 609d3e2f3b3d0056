import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { emulateMedia } from '@/testing/emulate-media';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { AnnouncementsPage } from './announcements-page';

const LONG = `Eid sale: ${'everything must go, '.repeat(10)}`.trim();

const announcements = [
  { _id: 'a1', message: 'Free delivery this week', createdAt: '2025-03-05T10:00:00.000Z' },
  { _id: 'a2', message: LONG, createdAt: '2025-03-01T10:00:00.000Z' },
];

function renderAnnouncements(list: unknown[] = announcements) {
  server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json(list)));
  renderWithProviders(<AnnouncementsPage />, { route: '/announcements' });
  return userEvent.setup();
}

describe('AnnouncementsPage', () => {
  it('counts the announcements and previews long ones at 150 characters', async () => {
    renderAnnouncements();
    expect(screen.getByText('Loading announcements...')).toBeInTheDocument();
    await screen.findByText('Free delivery this week');
    const counts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(counts.slice(0, 2)).toEqual(['Total2', 'Published2']);
    expect(screen.getAllByText('Published')).toHaveLength(3);
    expect(screen.getByText(`${LONG.slice(0, 150).trimEnd()}...`, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Read more...' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'View Full' })).toHaveLength(2);
  });

  it('previews at 100 characters with shorter labels on a phone', async () => {
    emulateMedia({ width: 390 });
    const user = renderAnnouncements();
    await screen.findByText('Free delivery this week');
    expect(screen.getByText(`${LONG.slice(0, 100).trimEnd()}...`, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('edits inline: Save is disabled while blank, then saves the trimmed message', async () => {
    let sent: unknown;
    server.use(
      http.put(apiUrl('/announcement/update/a1'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...announcements[0], message: 'Free delivery all month' });
      }),
    );
    const user = renderAnnouncements();
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    const box = screen.getByLabelText('Message');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.clear(box);
    expect(save).toBeDisabled();
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.type(box, 'Free delivery all month ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Announcement updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ message: 'Free delivery all month' });
    expect(screen.getByText('Free delivery all month')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('Cancel leaves the announcement unchanged', async () => {
    const user = renderAnnouncements();
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await user.type(screen.getByLabelText('Message'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Free delivery this week')).toBeInTheDocument();
  });

  it('says so when the update fails and keeps the editor open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.put(apiUrl('/announcement/update/a1'), () => HttpResponse.json({}, { status: 500 })));
    const user = renderAnnouncements();
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update announcement')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('keeps the message being typed when the session ends, and gives it back once on return', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let sessionLive = false;
    server.use(
      http.put(apiUrl('/announcement/update/a1'), async ({ request }) =>
        sessionLive
          ? HttpResponse.json({ ...announcements[0], ...((await request.json()) as object) })
          : HttpResponse.json(
              { error: { status: 401, message: 'Your session has expired' } },
              { status: 401 },
            ),
      ),
    );
    const user = renderAnnouncements();
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await user.type(screen.getByLabelText('Message'), ' and Eid');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Failed to update announcement');
    cleanup();

    sessionLive = true;
    const back = renderAnnouncements();
    expect(await screen.findByLabelText('Message')).toHaveValue('Free delivery this week and Eid');
    expect(screen.getByText('Your unsaved changes were restored')).toBeInTheDocument();
    await back.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Free delivery this week and Eid')).toBeInTheDocument();
    expect(screen.queryByText('Your unsaved changes were restored')).not.toBeInTheDocument();
    cleanup();

    renderAnnouncements();
    await screen.findByText('Free delivery this week');
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('keeps no draft of an announcement opened and left unchanged when the session ends', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.put(apiUrl('/announcement/update/a1'), () =>
        HttpResponse.json({ error: { status: 401, message: 'Your session has expired' } }, { status: 401 }),
      ),
    );
    const user = renderAnnouncements();
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Failed to update announcement');
    cleanup();

    renderAnnouncements();
    await screen.findByText('Free delivery this week');
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('shows the full announcement in a modal whose Edit button closes it and opens the editor', async () => {
    const user = renderAnnouncements();
    await user.click(await screen.findByRole('button', { name: 'Read more...' }));
    const dialog = screen.getByRole('dialog', { name: 'Announcement Details' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('Published Date')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar 1, 2025')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(LONG);
  });

  it('shows the empty state when there are no announcements', async () => {
    renderAnnouncements([]);
    expect(await screen.findByText('No announcements found')).toBeInTheDocument();
  });

  it('says so when the announcements cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<AnnouncementsPage />, { route: '/announcements' });
    expect(await screen.findByText('Failed to fetch announcements')).toBeInTheDocument();
  });

  it('adds an announcement with a window, shows it in the list and says when it shows', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/announcement/create'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { _id: 'a3', createdAt: '2025-03-06T10:00:00.000Z', ...(sent as object) },
          { status: 201 },
        );
      }),
    );
    const user = renderAnnouncements();
    await screen.findByText('Free delivery this week');
    const form = screen.getByRole('form', { name: 'New announcement' });
    await user.type(within(form).getByLabelText('New announcement'), '  Winter sale  ');
    fireEvent.change(within(form).getByLabelText('Show from (optional)'), {
      target: { value: '2099-12-01T09:00' },
    });
    fireEvent.change(within(form).getByLabelText('Show until (optional)'), {
      target: { value: '2099-12-31T21:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add Announcement' }));
    expect(await screen.findByText('Announcement added successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      message: 'Winter sale',
      startsAt: new Date('2099-12-01T09:00').toISOString(),
      endsAt: new Date('2099-12-31T21:00').toISOString(),
    });
    expect(screen.getByText('Winter sale')).toBeInTheDocument();
    expect(screen.getByText('Scheduled from Dec 1, 2099 until Dec 31, 2099')).toBeInTheDocument();
    expect(within(form).getByLabelText('New announcement')).toHaveValue('');
  });

  it('refuses a blank announcement or one ending before it starts with an alert, and sends nothing', async () => {
    let sent = false;
    server.use(
      http.post(apiUrl('/announcement/create'), () => {
        sent = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderAnnouncements();
    await screen.findByText('Free delivery this week');
    const form = screen.getByRole('form', { name: 'New announcement' });
    await user.click(within(form).getByRole('button', { name: 'Add Announcement' }));
    expect(alert).toHaveBeenLastCalledWith('Please fill in the message field');
    await user.type(within(form).getByLabelText('New announcement'), 'Flash sale');
    fireEvent.change(within(form).getByLabelText('Show from (optional)'), {
      target: { value: '2099-12-02T09:00' },
    });
    fireEvent.change(within(form).getByLabelText('Show until (optional)'), {
      target: { value: '2099-12-01T09:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add Announcement' }));
    expect(alert).toHaveBeenLastCalledWith('The end date must be after the start date');
    expect(sent).toBe(false);
    alert.mockRestore();
  });

  it('deletes an announcement once staff confirm, and keeps it when they cancel', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('/announcement/delete/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Announcement deleted' });
      }),
    );
    const user = renderAnnouncements();
    await screen.findByText('Free delivery this week');
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Free delivery this week')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Announcement' })).getByRole('button', {
        name: 'Delete Announcement',
      }),
    );
    expect(await screen.findByText('Announcement deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['a1']);
    expect(screen.queryByText('Free delivery this week')).not.toBeInTheDocument();
  });

  it('names who last changed an announcement', async () => {
    server.use(
      http.get(apiUrl('/staff/last-changes'), () =>
        HttpResponse.json({
          products: {},
          templates: {},
          announcements: { a1: { by: 'packer@shop.pk', at: '2025-03-06T10:00:00.000Z' } },
          settings: null,
        }),
      ),
    );
    renderAnnouncements();
    expect(await screen.findByText('Last changed by packer@shop.pk, Mar 6, 2025')).toBeInTheDocument();
    expect(screen.getAllByText(/^Last changed by/)).toHaveLength(1);
  });
});

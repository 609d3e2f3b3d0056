import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { embeddedAnswerFor } from '@/api/embedded-answer';
import { answerSchemas } from '@/api/load-answer-schemas';
import { embedAnswers, embeddedAnswerElement } from '@/testing/embedded-answer';
import { AnnouncementTicker } from './announcement-ticker';

const ANNOUNCEMENTS = '/announcement/get-announcements';

function serveAnnouncements(messages: string[]) {
  let calls = 0;
  server.use(
    http.get(apiUrl('/announcement/get-announcements'), () => {
      calls += 1;
      return HttpResponse.json(
        messages.map((message, i) => ({ _id: `a${i}`, message, createdAt: '2025-01-01T00:00:00.000Z' })),
      );
    }),
  );
  return () => calls;
}

describe('AnnouncementTicker', () => {
  it('shows nothing when there are no announcements', async () => {
    const calls = serveAnnouncements([]);
    renderWithProviders(<AnnouncementTicker />);
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticker-text')).not.toBeInTheDocument();
  });

  it('stays hidden when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.error()));
    renderWithProviders(<AnnouncementTicker />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('scrolls a single announcement in 12 seconds', async () => {
    serveAnnouncements(['Free delivery this week']);
    renderWithProviders(<AnnouncementTicker />);
    const text = await screen.findByTestId('ticker-text');
    expect(text).toHaveTextContent('Free delivery this week');
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(text.parentElement).toHaveStyle({ '--ticker-duration': '12s' });
  });

  it('joins several announcements with a bullet and scrolls them in 15 seconds', async () => {
    serveAnnouncements(['Eid sale', 'New frames in stock', '  ']);
    renderWithProviders(<AnnouncementTicker />);
    const text = await screen.findByTestId('ticker-text');
    expect(text.textContent).toBe('Eid sale • New frames in stock');
    expect(text.parentElement).toHaveStyle({ '--ticker-duration': '15s' });
  });

  it('shows only the announcements whose window includes now', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    server.use(
      http.get(apiUrl('/announcement/get-announcements'), () =>
        HttpResponse.json([
          { _id: 'a1', message: 'Always on', createdAt: '2025-01-01T00:00:00.000Z' },
          {
            _id: 'a2',
            message: 'On now',
            createdAt: '2025-01-01T00:00:00.000Z',
            startsAt: at(-hour),
            endsAt: at(hour),
          },
          {
            _id: 'a3',
            message: 'Not yet',
            createdAt: '2025-01-01T00:00:00.000Z',
            startsAt: at(hour),
            endsAt: null,
          },
          {
            _id: 'a4',
            message: 'Over',
            createdAt: '2025-01-01T00:00:00.000Z',
            startsAt: null,
            endsAt: at(-hour),
          },
        ]),
      ),
    );
    renderWithProviders(<AnnouncementTicker />);
    expect(await screen.findByTestId('ticker-text')).toHaveTextContent(/^Always on • On now$/);
  });

  it('shows the announcements the page carries at its first render, without asking, and leaves the page’s other answers', async () => {
    const calls = serveAnnouncements(['From the API']);
    await answerSchemas();
    const announced = [{ _id: 'a1', message: 'Carried by the page', createdAt: '2025-01-01T00:00:00.000Z' }];
    embedAnswers([
      { key: ANNOUNCEMENTS, answer: announced },
      { key: '/banners', answer: [] },
    ]);
    renderWithProviders(<AnnouncementTicker />);
    expect(screen.getByTestId('ticker-text')).toHaveTextContent('Carried by the page');
    await waitFor(() => expect(embeddedAnswerFor(ANNOUNCEMENTS, (answer) => answer)).toBeUndefined());
    expect(embeddedAnswerElement()).not.toBeNull();
    expect(embeddedAnswerFor('/banners', (answer) => answer)).toEqual([]);
    expect(calls()).toBe(0);
  });

  it('asks for the announcements when the ones the page carries do not parse', async () => {
    serveAnnouncements(['From the API']);
    await answerSchemas();
    embedAnswers([{ key: ANNOUNCEMENTS, answer: [{ text: 'no message' }] }]);
    renderWithProviders(<AnnouncementTicker />);
    expect(await screen.findByTestId('ticker-text')).toHaveTextContent('From the API');
  });
});

import { PASSWORD_LINK_MESSAGES } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { SetPasswordPage } from './set-password-page';

function renderPage(route = '/set-password?token=link-token-123') {
  renderWithProviders(<SetPasswordPage />, {
    route,
    path: '/set-password',
    extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
  });
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.type(screen.getByLabelText(/^New password \(at least 8/), password);
  await user.type(screen.getByLabelText('New password again'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('SetPasswordPage', () => {
  it("sends the link's token with the new password, says so and opens the login", async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/admin/set-password'), async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderPage();
    await choose(user, 'my-new-pass-1');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await screen.findByText('Your password is saved. Log in with it.')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'link-token-123', password: 'my-new-pass-1' });
  });

  it('checks the password rule and that both fields agree before calling the server', async () => {
    let called = false;
    server.use(
      http.post(apiUrl('/admin/set-password'), () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderPage();
    await choose(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password \(at least 8/));
    await user.clear(screen.getByLabelText('New password again'));
    await choose(user, 'long-enough-1', 'long-enough-2');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows the server's reason when the link was used or has expired, and stays on the page", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/admin/set-password'), () =>
        HttpResponse.json({ error: { status: 400, message: PASSWORD_LINK_MESSAGES.used } }, { status: 400 }),
      ),
    );
    const user = renderPage();
    await choose(user, 'my-new-pass-1');
    expect(await screen.findByText(PASSWORD_LINK_MESSAGES.used)).toBeInTheDocument();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('says a link without its token is not complete, and offers no form', () => {
    renderPage('/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_LINK_MESSAGES.incomplete);
    expect(screen.queryByRole('button', { name: 'Save password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff login' })).toHaveAttribute('href', '/login');
  });
});

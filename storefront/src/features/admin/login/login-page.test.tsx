import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { LoginPage } from './login-page';

function renderLogin(state?: unknown) {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    state,
    extraRoutes: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/view-orders', element: <OrdersProbe /> },
    ],
  });
}

function OrdersProbe() {
  const { search } = useLocation();
  return <p>Orders screen {search}</p>;
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('stores the token and the isAdmin flag, says so and opens the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/admin/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'staff-token' });
      }),
    );
    renderLogin();
    await logIn('owner@shop.pk', 'secret');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'owner@shop.pk', password: 'secret' });
    expect(localStorage.getItem('token')).toBe('staff-token');
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it('after a session ended, says so and goes back to the page staff were on', async () => {
    server.use(http.post(apiUrl('/admin/login'), () => HttpResponse.json({ token: 'fresh-token' })));
    renderLogin({ sessionEnded: true, from: { pathname: '/view-orders', search: '?search=ayesha' } });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended, please log in again');
    await logIn('owner@shop.pk', 'secret');
    expect(await screen.findByText('Orders screen ?search=ayesha')).toBeInTheDocument();
  });

  it('never goes back to a page outside the staff area', async () => {
    server.use(http.post(apiUrl('/admin/login'), () => HttpResponse.json({ token: 'fresh-token' })));
    renderLogin({ sessionEnded: true, from: { pathname: '//evil.example/x' } });
    await logIn('owner@shop.pk', 'secret');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it("shows the server's message when the login is refused and stores nothing", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/admin/login'), () =>
        HttpResponse.json({ error: { status: 401, message: 'Invalid email or password' } }, { status: 401 }),
      ),
    );
    renderLogin();
    await logIn('owner@shop.pk', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('requires the e-mail and the password before calling the server', async () => {
    renderLogin();
    await logIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { saveStaffSession } from '@/lib/auth-storage';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { AdminLayout } from './admin-layout';

let staffScreenRenders = 0;

function StaffScreen() {
  staffScreenRenders += 1;
  const load = () => apiRequest('/orders/all-orders').catch((error) => console.warn('refused', error));
  return (
    <button type="button" onClick={load}>
      Load orders
    </button>
  );
}

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login page {JSON.stringify(state)}</p>;
}

/** The session check every staff screen waits for: this token is live. */
function liveSession() {
  server.use(
    http.get(apiUrl('/admin/session'), () => HttpResponse.json({ email: 'owner@shop.pk', name: 'Owner' })),
  );
}

function refusedSession() {
  server.use(
    http.get(apiUrl('/admin/session'), () =>
      HttpResponse.json(
        { error: { status: 401, message: 'Your session has expired or is invalid. Please log in again.' } },
        { status: 401 },
      ),
    ),
  );
}

function loginState() {
  const login = screen.getByText(/^Login page/);
  return JSON.parse(login.textContent?.replace('Login page ', '') ?? 'null');
}

function renderAdmin(route = '/view-orders') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/login" element={<LoginProbe />} />
          <Route element={<AdminLayout />}>
            <Route path="/view-orders" element={<StaffScreen />} />
            <Route path="/dashboard" element={<p>Dashboard screen</p>} />
            <Route path="/shop-settings" element={<p>Shop settings screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('AdminLayout', () => {
  it('sends a visitor without a staff session to the home page', () => {
    renderAdmin();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('needs the isAdmin entry as well as the token', () => {
    localStorage.setItem('token', 'staff-token');
    renderAdmin();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('shows the staff screen with the sidebar links to every staff route once the server accepts the session', async () => {
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load orders' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Products List', '/all-products'],
      ['Templates List', '/all-custom-products-template'],
      ['Create Product', '/create-product'],
      ['Create Template', '/create-template'],
      ['View Orders', '/view-orders'],
      ['New order', '/new-order'],
      ['Messages', '/messages'],
      ['Announcements', '/announcements'],
      ['Banners', '/banners'],
      ['Discount codes', '/discount-codes'],
      ['Shop settings', '/shop-settings'],
      ['Staff accounts', '/staff-accounts'],
    ]);
    expect(within(nav).getByRole('link', { name: 'View Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Shop settings and Staff accounts from a staff account, and shows it no owner screen by its address', async () => {
    server.use(
      http.get(apiUrl('/admin/session'), () =>
        HttpResponse.json({ email: 'packer@shop.pk', name: 'Packer', role: 'staff' }),
      ),
    );
    saveStaffSession('staff-token');
    renderAdmin('/shop-settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop owner may do this');
    expect(screen.queryByText('Shop settings screen')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain('View Orders');
    expect(labels).not.toContain('Shop settings');
    expect(labels).not.toContain('Staff accounts');
  });

  it('shows an owner the Shop settings screen', async () => {
    server.use(
      http.get(apiUrl('/admin/session'), () =>
        HttpResponse.json({ email: 'owner@shop.pk', name: 'Owner', role: 'owner' }),
      ),
    );
    saveStaffSession('staff-token');
    renderAdmin('/shop-settings');
    expect(await screen.findByText('Shop settings screen')).toBeInTheDocument();
  });

  it('never shows a staff screen whose session the server refuses: it goes to log in, to come back there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    refusedSession();
    saveStaffSession('ended-token');
    staffScreenRenders = 0;
    renderAdmin('/view-orders?search=ayesha');
    await screen.findByText(/^Login page/);
    expect(loginState()).toEqual({
      sessionEnded: true,
      from: { pathname: '/view-orders', search: '?search=ayesha', state: null },
    });
    expect(staffScreenRenders).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('asks the server again on the way to another staff screen, and sends staff to log in once the session has ended', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin('/dashboard');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    refusedSession();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Orders' }));
    await screen.findByText(/^Login page/);
    expect(loginState()).toMatchObject({ sessionEnded: true, from: { pathname: '/view-orders' } });
  });

  it('says the staff area could not be reached, and shows no screen, when the check fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/admin/session'), () => HttpResponse.error()));
    saveStaffSession('staff-token');
    staffScreenRenders = 0;
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('The staff area could not be reached');
    expect(staffScreenRenders).toBe(0);
    liveSession();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Load orders' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('staff-token');
  });

  it('logs out and sends staff to log in again when the server refuses the token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/orders/all-orders'), () =>
        HttpResponse.json(
          { error: { status: 401, message: 'Missing or invalid credentials' } },
          { status: 401 },
        ),
      ),
    );
    liveSession();
    saveStaffSession('expired-token');
    renderAdmin('/view-orders?search=ayesha');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load orders' }));
    const login = await screen.findByText(/^Login page/);
    expect(JSON.parse(login.textContent?.replace('Login page ', '') ?? 'null')).toEqual({
      sessionEnded: true,
      from: { pathname: '/view-orders', search: '?search=ayesha', state: null },
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('Logout ends the token on the server, clears the token and the flag and goes home', async () => {
    const ended: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/admin/logout'), ({ request }) => {
        ended.push(request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'You are logged out' });
      }),
    );
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(ended).toEqual(['staff-token']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('Logout still ends the session in this browser when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('/admin/logout'), () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('opens and closes the phone menu', async () => {
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin('/dashboard');
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'View Orders' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu on Escape and gives the focus back to the Menu button', async () => {
    liveSession();
    saveStaffSession('staff-token');
    renderAdmin('/dashboard');
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: /Menu/ });
    await user.click(menu);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});

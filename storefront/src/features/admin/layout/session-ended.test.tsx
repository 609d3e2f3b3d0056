import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import ToastHost from '@/app/toast-host';
import { InAppLinkProvider } from '@/components/in-app-link';
import { saveStaffSession } from '@/lib/auth-storage';
import { toastContainerMounted } from '@/lib/toast';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { DashboardPage } from '../dashboard/dashboard-page';
import { LoginPage } from '../login/login-page';
import { UpdateProductPage } from '../products/update-product-page';
import { ShopSettingsPage } from '../shop-settings/shop-settings-page';
import { fillIn, press, productFixture } from '../testing/admin-fixtures';
import { AdminLayout } from './admin-layout';

const ENDED = 'Your session has ended, please log in again';
const RESTORED = 'Your unsaved changes were restored';

function ProductsScreen() {
  return (
    <Link to="/update-product" state={{ product: productFixture() }}>
      Edit Starry Night
    </Link>
  );
}

function renderStaffArea(pathname: string, state?: unknown) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[{ pathname, state }]}>
        <InAppLinkProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route element={<AdminLayout />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/all-products" element={<ProductsScreen />} />
              <Route path="/update-product" element={<UpdateProductPage />} />
              <Route path="/shop-settings" element={<ShopSettingsPage />} />
            </Route>
          </Routes>
        </InAppLinkProvider>
      </MemoryRouter>
      <ToastHost onMounted={toastContainerMounted} />
    </SWRConfig>,
  );
}

/** The server's side of staff sessions: one live token; a login makes a new one live. */
function staffServer(liveToken: string | null) {
  const shop = { liveToken, summaryCalls: 0, productSaves: [] as unknown[], settingsSaves: [] as unknown[] };
  const live = (request: Request) => request.headers.get('Authorization') === shop.liveToken;
  const refused = () =>
    HttpResponse.json(
      { error: { status: 401, message: 'Your session has expired or is invalid. Please log in again.' } },
      { status: 401 },
    );
  server.use(
    http.get(apiUrl('/admin/session'), ({ request }) =>
      live(request) ? HttpResponse.json({ email: 'owner@shop.pk', name: 'Owner' }) : refused(),
    ),
    http.post(apiUrl('/admin/login'), () => {
      shop.liveToken = 'fresh-token';
      return HttpResponse.json({ token: 'fresh-token' });
    }),
    http.get(apiUrl('/admin/dashboard-summary'), () => {
      shop.summaryCalls += 1;
      return refused();
    }),
    http.put(apiUrl('/products/update-product/p1'), async ({ request }) => {
      if (!live(request)) return refused();
      shop.productSaves.push(await request.json());
      return HttpResponse.json(productFixture());
    }),
    http.put(apiUrl('/shop-settings'), async ({ request }) => {
      if (!live(request)) return refused();
      const body = await request.json();
      shop.settingsSaves.push(body);
      return HttpResponse.json(body);
    }),
  );
  return shop;
}

/** The refused token is forgotten, the login says why, and staff log in again. */
async function logInAgain() {
  await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.getByText(ENDED)).toBeInTheDocument();
  fillIn('Email', 'owner@shop.pk');
  fillIn('Password', 'secret');
  press('Login');
}

describe('when the staff session ends', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("a staff screen opened with a token the server refuses shows the login with the message, never the screen's data", async () => {
    const shop = staffServer('another-token');
    saveStaffSession('ended-token');
    renderStaffArea('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(shop.summaryCalls).toBe(0);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a product form refused on save keeps what was typed, and shows it again after logging in', async () => {
    const shop = staffServer('old-token');
    saveStaffSession('old-token');
    renderStaffArea('/update-product', { product: productFixture() });
    await screen.findByLabelText(/Product Name/);
    fillIn(/Product Name/, 'Starry Night Deluxe');
    fillIn('Stock', '7');
    shop.liveToken = null; // "Log out everywhere" on another computer
    press('Update Product');

    await logInAgain();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Starry Night Deluxe');
    expect(screen.getByLabelText('Stock')).toHaveValue(7);
    expect(screen.getByLabelText(/Description/)).toHaveValue('A night sky poster');
    expect(screen.getByRole('img', { name: 'Slot 1 preview' })).toHaveAttribute('src', '/uploads/front.webp');
    expect(shop.productSaves).toEqual([]);
  });

  it('a draft saved after logging in is gone: the form opens as stored, without the notice', async () => {
    const shop = staffServer('old-token');
    saveStaffSession('old-token');
    renderStaffArea('/update-product', { product: productFixture() });
    await screen.findByLabelText(/Product Name/);
    fillIn(/Product Name/, 'Starry Night Deluxe');
    shop.liveToken = null;
    press('Update Product');
    await logInAgain();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();

    press('Update Product');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Starry Night' }));
    expect(await screen.findByLabelText(/Product Name/)).toHaveValue('Starry Night');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(shop.productSaves).toEqual([expect.objectContaining({ name: 'Starry Night Deluxe' })]);
  });

  it('the shop settings keep a typed change across the login; a form left as it was keeps nothing', async () => {
    const shop = staffServer('old-token');
    saveStaffSession('old-token');
    renderStaffArea('/shop-settings');
    await screen.findByLabelText(/^Shop name/);
    fillIn(/^Shop name/, 'Rang Art House');
    shop.liveToken = null;
    press('Save Settings');
    await logInAgain();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Shop name/)).toHaveValue('Rang Art House');

    fillIn(/^Shop name/, TEST_SHOP_SETTINGS.shopName);
    shop.liveToken = null;
    press('Save Settings');
    await logInAgain();
    expect(await screen.findByLabelText(/^Shop name/)).toHaveValue(TEST_SHOP_SETTINGS.shopName);
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(shop.settingsSaves).toEqual([]);
  });
});

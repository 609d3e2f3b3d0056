import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { SETTINGS_SAVED, ShopSettingsPage } from './shop-settings-page';

describe('ShopSettingsPage', () => {
  it('shows the stored details and saves a change', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put(apiUrl('/shop-settings'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    const name = await screen.findByLabelText(/^Shop name/);
    expect(name).toHaveValue(TEST_SHOP_SETTINGS.shopName);
    expect(screen.getByLabelText(/^WhatsApp number/)).toHaveValue(TEST_SHOP_SETTINGS.whatsapp);

    await user.clear(name);
    await user.type(name, 'Rang Art House');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(saved).toEqual([{ ...TEST_SHOP_SETTINGS, shopName: 'Rang Art House' }]);
  });

  it('names the field that breaks a rule and sends nothing', async () => {
    let sent = false;
    server.use(
      http.put(apiUrl('/shop-settings'), () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '12345');
    const instagram = screen.getByLabelText(/^Instagram link/);
    await user.clear(instagram);
    await user.type(instagram, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Phone must be a Pakistani number, like 0300 1234567 or 042 35761234'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Instagram link must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it("shows the server's message when it refuses the settings", async () => {
    server.use(
      http.put(apiUrl('/shop-settings'), () =>
        HttpResponse.json({ error: { message: 'E-mail must be a valid e-mail address' } }, { status: 400 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    await screen.findByLabelText(/^Shop name/);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeInTheDocument();
  });

  it('sets the delivery charges and minimum order, a city of its own among them', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put(apiUrl('/shop-settings'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    const flat = await screen.findByLabelText('Delivery charge (Rs.)');
    expect(flat).toHaveValue(250);
    expect(screen.getByLabelText('Minimum order (Rs.)')).toHaveValue(500);
    await user.clear(flat);
    await user.type(flat, '300');
    await user.type(screen.getByLabelText('Free delivery from (Rs.)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Add a city' }));
    await user.type(screen.getByLabelText('City 1'), 'Multan');
    await user.type(screen.getByLabelText('Delivery charge for city 1 (Rs.)'), '450');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        ...TEST_SHOP_SETTINGS,
        flatDeliveryCharge: 300,
        freeDeliveryFrom: 5000,
        cityDeliveryCharges: [{ city: 'Multan', charge: 450 }],
      },
    ]);
  });

  it('refuses a city listed twice and a city without a charge, and sends nothing', async () => {
    let sent = false;
    server.use(
      http.put(apiUrl('/shop-settings'), () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    const add = await screen.findByRole('button', { name: 'Add a city' });
    await user.click(add);
    await user.type(screen.getByLabelText('City 1'), 'Multan');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('City delivery charge must be a number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Delivery charge for city 1 (Rs.)'), '450');
    await user.click(add);
    await user.type(screen.getByLabelText('City 2'), ' multan');
    await user.type(screen.getByLabelText('Delivery charge for city 2 (Rs.)'), '400');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('multan is listed twice in the city delivery charges'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove city 2' }));
    expect(screen.queryByLabelText('City 2')).not.toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('names who last saved the settings', async () => {
    server.use(
      http.get(apiUrl('/staff/last-changes'), () =>
        HttpResponse.json({
          products: {},
          templates: {},
          announcements: {},
          settings: { by: 'owner@shop.pk', at: '2026-11-20T10:00:00.000Z' },
        }),
      ),
    );
    renderWithProviders(<ShopSettingsPage />, { route: '/shop-settings' });
    expect(await screen.findByText('Last changed by owner@shop.pk, Nov 20, 2026')).toBeInTheDocument();
  });
});

import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useShopSettings } from '@/api/shop-settings';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CompleteDetailsNotice } from './complete-details-notice';

describe('CompleteDetailsNotice', () => {
  it('asks staff to complete the details while the shop shows samples', async () => {
    server.use(http.get(apiUrl('/shop-settings'), () => HttpResponse.json(SAMPLE_SHOP_SETTINGS)));
    renderWithProviders(<CompleteDetailsNotice />, { route: '/dashboard' });
    const notice = await screen.findByRole('region', { name: "Complete your shop's details" });
    expect(screen.getByRole('link', { name: 'Open Shop settings' })).toHaveAttribute(
      'href',
      '/shop-settings',
    );
    expect(notice).toHaveTextContent("Complete your shop's details.");
  });

  it("stays away once the details are the shop's own", async () => {
    const own = {
      ...SAMPLE_SHOP_SETTINGS,
      shopName: 'Rang Wall Art',
      phone: '0321 4567890',
      whatsapp: '0321 4567890',
      email: 'hello@rang.pk',
      address: '14 Main Boulevard, Lahore',
    };
    server.use(http.get(apiUrl('/shop-settings'), () => HttpResponse.json(own)));
    renderWithProviders(
      <>
        <CompleteDetailsNotice />
        <ShopNameProbe />
      </>,
      { route: '/dashboard' },
    );
    // Both read the same answer: once the name shows, the notice has decided too.
    expect(await screen.findByText('Rang Wall Art')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Complete your shop's details" })).not.toBeInTheDocument();
  });
});

function ShopNameProbe() {
  return <p>{useShopSettings().shopName}</p>;
}

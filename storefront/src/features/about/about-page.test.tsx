import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS as shop } from '@/testing/shop-settings';
import { renderWithProviders } from '@/testing/render-app';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has its header, Who We Are, three statistics, Why Choose and Get In Touch', async () => {
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: shop.shopName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Our shop in numbers' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const why = screen.getByRole('region', { name: `Why Choose ${shop.shopName}` });
    for (const title of ['Fast Delivery', 'Premium Quality', 'Customer First']) {
      expect(within(why).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Get In Touch' });
    expect(within(contact).getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
    expect(within(contact).getByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      'tel:04235761234',
    );
    expect(within(contact).getByText('9AM-6PM')).toBeInTheDocument();
    expect(within(contact).getByText('10AM-4PM')).toBeInTheDocument();
  });

  it('opens on the Privacy Policy tab, its panel labelled by the tab', () => {
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Privacy Policy',
      'Return & Refund',
      'Delivery Policy',
      'Terms & Conditions',
    ]);
    const privacy = screen.getByRole('tab', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent(/not sell|never sell/i);
  });

  it('switches policies by click and with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    await user.click(screen.getByRole('tab', { name: 'Delivery Policy' }));
    const delivery = screen.getByRole('tabpanel', { name: 'Delivery Policy' });
    // The same promise as checkout and the thank-you page: a flat charge, processing, then the courier.
    expect(delivery).toHaveTextContent('Delivery is a flat Rs. 250 on every order');
    expect(delivery).toHaveTextContent('processed within 1-2 business days');
    expect(delivery).toHaveTextContent('within 3-7 working days');
    expect(delivery).not.toHaveTextContent(/free/i);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Return & Refund' })).toHaveTextContent(
      'Delivery charges are non-refundable.',
    );
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('states the spec’s terms beside the shop’s own under Terms & Conditions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    await user.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    const terms = screen.getByRole('tabpanel', { name: 'Terms & Conditions' });
    for (const term of [
      /images are for illustration/i,
      /prices may change without notice/i,
      /confirmed by call, SMS or e-mail/i,
      /cancel an order we suspect to be fraudulent/i,
      /accurate shipping details/i,
      /minimum order amount/i,
    ]) {
      expect(terms).toHaveTextContent(term);
    }
  });

  it('writes the delivery policy and the minimum order from the owner’s settings', async () => {
    server.use(
      http.get(apiUrl('/shop-settings'), () =>
        HttpResponse.json({
          ...shop,
          flatDeliveryCharge: 300,
          cityDeliveryCharges: [{ city: 'Lahore', charge: 150 }],
          freeDeliveryFrom: 5000,
          minimumOrder: 800,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    await user.click(screen.getByRole('tab', { name: 'Delivery Policy' }));
    const delivery = screen.getByRole('tabpanel', { name: 'Delivery Policy' });
    expect(
      await within(delivery).findByText('Delivery is Rs. 300 on every order, except to Lahore (Rs. 150).'),
    ).toBeInTheDocument();
    expect(delivery).toHaveTextContent('Delivery is free on orders of Rs. 5,000 or more.');
    await user.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    expect(screen.getByRole('tabpanel', { name: 'Terms & Conditions' })).toHaveTextContent(
      'The minimum order amount is Rs. 800.',
    );
  });
});

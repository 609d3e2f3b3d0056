import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from '@/config/brand';
import { renderWithProviders } from '@/testing/render-app';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has its header, Who We Are, three statistics, Why Choose and Get In Touch', () => {
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(brand.name);
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Our shop in numbers' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const why = screen.getByRole('region', { name: `Why Choose ${brand.name}` });
    for (const title of ['Fast Delivery', 'Premium Quality', 'Customer First']) {
      expect(within(why).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Get In Touch' });
    expect(within(contact).getByRole('link', { name: brand.email })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    expect(within(contact).getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref);
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
    expect(screen.getByRole('tabpanel', { name: 'Delivery Policy' })).toHaveTextContent('3-7 working days');

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
});

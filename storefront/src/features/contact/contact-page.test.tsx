import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS as shop } from '@/testing/shop-settings';
import { renderWithProviders } from '@/testing/render-app';
import { ContactPage } from './contact-page';

const message = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  number: '0300 1234567',
  message: 'Do you print A1 posters?',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), message.name);
  await user.type(screen.getByLabelText(/^Email Address/), message.email);
  await user.type(screen.getByLabelText(/^Phone Number/), message.number);
  await user.type(screen.getByLabelText(/^Message/), message.message);
}

describe('ContactPage', () => {
  it('offers call, email and a WhatsApp chat that asks for help with an order', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const cards = screen.getByRole('list', { name: 'Ways to reach us' });
    expect(await within(cards).findByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      'tel:04235761234',
    );
    expect(within(cards).getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
    const chat = within(cards).getByRole('link', { name: /Start a chat/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923214567890\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href')?.split('text=')[1] ?? '')).toMatch(
      /help with my order/,
    );
  });

  it('shows Follow Us, Why Choose Us and Visit Our Store with the hours and a map link', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    expect(await screen.findByText(shop.address)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Follow Us' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    for (const title of ['Secure Shopping', 'Trusted Store', 'Quick Response']) {
      expect(within(why).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const store = screen.getByRole('region', { name: 'Visit Our Store' });
    expect(store).toHaveTextContent('Lahore');
    expect(store).toHaveTextContent('Mon-Fri9AM-6PM');
    expect(within(store).getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}`,
    );
  });

  it('shows the hours staff set in Shop settings in the store box and on the Call card', async () => {
    server.use(
      http.get(apiUrl('/shop-settings'), () =>
        HttpResponse.json({ ...shop, businessHours: 'Mon-Sat: 11AM-7PM\nSunday: Closed' }),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const store = screen.getByRole('region', { name: 'Visit Our Store' });
    await waitFor(() => expect(store).toHaveTextContent('Mon-Sat11AM-7PM'));
    expect(store).toHaveTextContent('SundayClosed');
    expect(screen.queryByText(/12:00 PM/)).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Ways to reach us' });
    expect(within(cards).getByText('Mon-Sat 11AM-7PM, Sunday Closed')).toBeInTheDocument();
  });

  it('gives each social page its own labelled link under Follow Us', async () => {
    const facebookUrl = 'https://www.facebook.com/rang.pk';
    server.use(http.get(apiUrl('/shop-settings'), () => HttpResponse.json({ ...shop, facebookUrl })));
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const follow = screen.getByRole('region', { name: 'Follow Us' });
    const pages = within(follow).getByRole('list', { name: 'Our social pages' });
    await waitFor(() => expect(within(pages).getAllByRole('listitem')).toHaveLength(2));
    expect(within(pages).getByRole('link', { name: /^Instagram\b/ })).toHaveAttribute(
      'href',
      shop.instagramUrl,
    );
    expect(within(pages).getByRole('link', { name: /^Facebook\b/ })).toHaveAttribute('href', facebookUrl);
  });

  it('marks the four fields required, with an e-mail input for the address', () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    for (const label of [/^Full Name/, /^Email Address/, /^Phone Number/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'text');
  });

  it('sends nothing while a field is blank', async () => {
    const posted = vi.fn();
    server.use(
      http.post(apiUrl('/contact/save-message'), () => {
        posted();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await user.type(screen.getByLabelText(/^Full Name/), 'Ali');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends the message, shows Sending... meanwhile, thanks the shopper and clears the form', async () => {
    let body: unknown;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/contact/save-message'), async ({ request }) => {
        body = await request.json();
        await gate;
        return HttpResponse.json({ _id: 'm1', ...message, date: '2025-01-01' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(body).toEqual(message);
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('only logs a failure and keeps what the shopper wrote', async () => {
    server.use(
      http.post(apiUrl('/contact/save-message'), () =>
        HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue(message.name);
    expect(screen.queryByText(/Message sent successfully/)).not.toBeInTheDocument();
  });
});

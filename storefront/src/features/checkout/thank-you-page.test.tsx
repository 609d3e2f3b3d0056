import { screen, within } from '@testing-library/react';
import { MOON_POSTER } from '@/testing/cart-lines';
import { renderWithProviders } from '@/testing/render-app';
import { placedTemplateAnswer, serveTemplates } from '@/testing/template-layout';
import { rememberLastOrder } from './lib/last-order';
import { PLACED_ORDER as order, TRACKING_TOKEN } from './testing/placed-order';
import { ThankYouPage } from './thank-you-page';

describe('ThankYouPage', () => {
  it('shows the order number, items, total and what happens next', () => {
    renderWithProviders(<ThankYouPage />, { route: '/thank-you', state: { order } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You for Your Order!');
    expect(screen.getByText('250101-ABCDE')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Your Items' });
    expect(within(items).getByText('Moon Poster')).toBeInTheDocument();
    expect(within(items).getByText('Rs. 1,248')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What Happens Next' });
    expect(next).toHaveTextContent('Cash on Delivery');
    expect(next).toHaveTextContent(/call, SMS or e-mail/);
    expect(next).toHaveTextContent('1-2 business days');
    expect(next).toHaveTextContent('3-7 working days');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Customize a Product' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
  });

  it('names an uploaded photo among the custom details and shows any other value as written', () => {
    const custom = {
      ...MOON_POSTER,
      kind: 'template',
      customFields: {
        Name: 'Sara',
        Website: 'https://sara.example',
        Photo: 'http://localhost/uploads/family.jpg',
      },
    };
    serveTemplates({});
    renderWithProviders(<ThankYouPage />, {
      route: '/thank-you',
      state: { order: { ...order, items: [custom] } },
    });
    const items = screen.getByRole('region', { name: 'Your Items' });
    expect(
      within(items).getByText('Name: Sara · Website: https://sara.example · Photo: uploaded image'),
    ).toBeInTheDocument();
  });

  it('shows a personalised line as its preview, with the photo as the shopper cropped it', async () => {
    serveTemplates({ t1: placedTemplateAnswer() });
    const photoCrops = { Photo: { x: 0.1, y: 0.2, width: 0.5, height: 0.5, rotation: 180 } };
    const personalised = {
      ...MOON_POSTER,
      cartId: 'c2',
      id: 't1',
      name: 'Custom Name Poster',
      kind: 'template',
      customFields: { Name: 'Ayesha', Photo: 'http://localhost/uploads/family.jpg' },
      photoCrops,
    };
    renderWithProviders(<ThankYouPage />, {
      route: '/thank-you',
      state: { order: { ...order, items: [personalised, { ...MOON_POSTER, kind: 'product' }] } },
    });
    const items = screen.getByRole('region', { name: 'Your Items' });
    const preview = await within(items).findByRole('img', { name: 'Custom Name Poster as it will be made' });
    expect(within(preview).getByText('Ayesha')).toBeInTheDocument();
    expect(preview.querySelector('img[alt="Photo in the preview"]')).toHaveStyle({
      transform: 'translate(-50%, -50%) rotate(180deg)',
    });
    expect(within(items).getAllByRole('img', { name: /as it will be made/ })).toHaveLength(1);
  });

  it('shows the private tracking link of the order', () => {
    renderWithProviders(<ThankYouPage />, {
      route: '/thank-you',
      state: { order: { ...order, trackingToken: TRACKING_TOKEN } },
    });
    const track = screen.getByRole('region', { name: 'Track Your Order' });
    expect(
      within(track).getByRole('link', { name: `${window.location.origin}/track-order/${TRACKING_TOKEN}` }),
    ).toHaveAttribute('href', `/track-order/${TRACKING_TOKEN}`);
    expect(within(track).getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
  });

  it('still thanks the shopper and explains the next steps without an order', () => {
    renderWithProviders(<ThankYouPage />, { route: '/thank-you' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    expect(screen.queryByRole('region', { name: 'Your Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What Happens Next' })).toHaveTextContent('Cash on Delivery');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('shows the last order placed on this device after a reload or on a return visit', () => {
    rememberLastOrder({ ...order, trackingToken: TRACKING_TOKEN });
    renderWithProviders(<ThankYouPage />, { route: '/thank-you' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You for Your Order!');
    expect(screen.getByText('250101-ABCDE')).toBeInTheDocument();
    const track = screen.getByRole('region', { name: 'Track Your Order' });
    expect(
      within(track).getByRole('link', { name: `${window.location.origin}/track-order/${TRACKING_TOKEN}` }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your Items' })).not.toBeInTheDocument();
  });

  it('keeps only the number and the tracking link of the last order, nothing of the customer', () => {
    rememberLastOrder({ ...order, trackingToken: TRACKING_TOKEN });
    expect(JSON.parse(localStorage.getItem('lastOrder') ?? 'null')).toEqual({
      orderNumber: '250101-ABCDE',
      trackingToken: 'abcdefghijklmnopqrstuvwxyz012345',
    });
  });
});

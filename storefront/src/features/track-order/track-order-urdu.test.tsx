import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { renderEachTestInUrdu } from '@/testing/in-urdu';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ORDER_AWAITING_PROOF, TRACKING_TOKEN } from './testing/tracked-orders';
import { TrackOrderPage } from './track-order-page';

renderEachTestInUrdu();

describe('the tracking page in Urdu', () => {
  it('asks for the order and phone number in Urdu, both typed left to right', () => {
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    expect(screen.getByRole('heading', { name: 'میرا آرڈر کہاں ہے؟' })).toBeInTheDocument();
    expect(screen.getByLabelText('آرڈر نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('چیک آؤٹ پر دیا گیا فون نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'آرڈر ٹریک کریں' })).toBeInTheDocument();
  });

  it('names each state in Urdu from its code, and offers the proof’s two answers in Urdu', async () => {
    server.use(
      http.get(apiUrl(`/orders/track/${TRACKING_TOKEN}`), () => HttpResponse.json(ORDER_AWAITING_PROOF)),
    );
    renderWithProviders(<TrackOrderPage />, {
      route: `/track-order/${TRACKING_TOKEN}`,
      path: '/track-order/:token',
    });
    const order = await screen.findByRole('region', { name: 'آرڈر \u2068251123-NIKAH\u2069' });
    expect(within(order).getByRole('heading', { level: 2 })).toHaveTextContent(
      'آرڈر 251123-NIKAH: نمونہ بھیج دیا گیا',
    );
    expect(order).toHaveTextContent('آپ کا نمونہ تیار ہے');
    const steps = within(order).getByRole('list', { name: 'آرڈر کی پیش رفت' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual(['آرڈر موصول', 'تصدیق شدہ', 'نمونہ بھیج دیا گیا']);
    expect(steps).toHaveTextContent('مارچ');
    const proof = screen.getByRole('region', { name: 'آپ کا نمونہ' });
    expect(within(proof).getByRole('button', { name: 'نمونہ منظور کریں' })).toBeInTheDocument();
    expect(within(proof).getByRole('button', { name: 'تبدیلی کی درخواست کریں' })).toBeInTheDocument();
  });
});

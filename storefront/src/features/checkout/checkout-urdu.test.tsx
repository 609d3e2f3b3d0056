import { screen, within } from '@testing-library/react';
import { MOON_POSTER } from '@/testing/cart-lines';
import { renderEachTestInUrdu } from '@/testing/in-urdu';
import { renderWithProviders } from '@/testing/render-app';
import { CheckoutPage } from './checkout-page';
import { PLACED_ORDER, TRACKING_TOKEN } from './testing/placed-order';
import { ThankYouPage } from './thank-you-page';

renderEachTestInUrdu();

describe('the checkout in Urdu', () => {
  it('labels the form, the summary and the payment in Urdu; phone and e-mail stay left to right', async () => {
    localStorage.setItem('cart', JSON.stringify([MOON_POSTER]));
    renderWithProviders(<CheckoutPage />, { route: '/checkout' });
    expect(await screen.findByRole('heading', { level: 1, name: 'چیک آؤٹ' })).toBeInTheDocument();
    for (const label of ['نام', 'ای میل', 'فون', 'پتہ', 'شہر', 'ملک']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    expect(screen.getByLabelText(/^فون/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^ای میل/)).toHaveAttribute('dir', 'ltr');
    const summary = screen.getByRole('region', { name: 'آرڈر کا خلاصہ' });
    expect(within(summary).getByText('سائز: A4 · فریم: Black · تعداد: 2')).toBeInTheDocument();
    expect(within(summary).getByText('ڈیلیوری')).toBeInTheDocument();
    expect(summary).toHaveTextContent('کیش آن ڈیلیوری');
    expect(summary).toHaveTextContent('1-2 کاروباری دن');
    expect(screen.getByRole('button', { name: 'آرڈر کریں' })).toBeEnabled();
  });

  it('says an empty cart in Urdu', async () => {
    renderWithProviders(<CheckoutPage />, { route: '/checkout' });
    expect(await screen.findByText('آپ کا کارٹ خالی ہے')).toBeInTheDocument();
    expect(screen.getByText('چیک آؤٹ سے پہلے اپنے کارٹ میں کچھ شامل کریں۔')).toBeInTheDocument();
  });
});

describe('the thank-you page in Urdu', () => {
  it('thanks the shopper, keeps the order number left to right and lists what happens next', () => {
    const order = { ...PLACED_ORDER, trackingToken: TRACKING_TOKEN };
    renderWithProviders(<ThankYouPage />, { route: '/thank-you', state: { order } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('آپ کے آرڈر کا بہت شکریہ!');
    expect(screen.getByText('250101-ABCDE')).toHaveAttribute('dir', 'ltr');
    const next = screen.getByRole('region', { name: 'آگے کیا ہوگا' });
    expect(next).toHaveTextContent('ادائیگی: کیش آن ڈیلیوری۔');
    expect(next).toHaveTextContent('3-7 کاروباری دن');
    expect(screen.getByRole('region', { name: 'آپ کی اشیاء' })).toHaveTextContent('Rs. 1,248');
    expect(screen.getByRole('link', { name: 'اپنا آرڈر ٹریک کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'خریداری جاری رکھیں' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolatedValue, renderEachTestInUrdu } from '@/testing/in-urdu';
import { renderWithProviders } from '@/testing/render-app';
import { TEST_SHOP_SETTINGS as shop } from '@/testing/shop-settings';
import { ContactPage } from '../contact/contact-page';
import { AboutPage } from './about-page';

renderEachTestInUrdu();

describe('the About page in Urdu', () => {
  it('tells who we are and the policies in Urdu, the rupees kept in their order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'ہم کون ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ہماری دکان اعداد و شمار میں' })).toHaveTextContent('خوش خریدار');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'رازداری کی پالیسی',
      'واپسی اور رقم کی واپسی',
      'ڈیلیوری کی پالیسی',
      'شرائط و ضوابط',
    ]);
    await user.click(screen.getByRole('tab', { name: 'ڈیلیوری کی پالیسی' }));
    const delivery = screen.getByRole('tabpanel', { name: 'ڈیلیوری کی پالیسی' });
    expect(delivery).toHaveTextContent(
      `ملک میں کہیں بھی، ہر آرڈر پر ڈیلیوری کے مقررہ ${isolatedValue('Rs. 250')} ہیں۔`,
    );
    expect(screen.getByRole('region', { name: `${shop.shopName} ہی کیوں؟` })).toHaveTextContent(
      'تیز ڈیلیوری',
    );
    const contact = screen.getByRole('region', { name: 'ہم سے رابطہ رکھیں' });
    expect(within(contact).getByRole('link', { name: shop.phone })).toHaveAttribute('dir', 'ltr');
  });
});

describe('the Contact page in Urdu', () => {
  it('labels the cards, the form and the boxes in Urdu; the phone number reads left to right', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const cards = screen.getByRole('list', { name: 'ہم سے رابطے کے طریقے' });
    expect(await within(cards).findByRole('link', { name: shop.phone })).toHaveAttribute('dir', 'ltr');
    const chat = within(cards).getByRole('link', { name: /چیٹ شروع کریں/ });
    expect(decodeURIComponent(chat.getAttribute('href')?.split('text=')[1] ?? '')).toBe(
      'السلام علیکم! مجھے اپنے آرڈر کے بارے میں مدد چاہیے۔',
    );
    for (const label of [/^پورا نام/, /^ای میل ایڈریس/, /^فون نمبر/, /^پیغام/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'پیغام بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ہماری دکان پر تشریف لائیں' })).toBeInTheDocument();
  });
});

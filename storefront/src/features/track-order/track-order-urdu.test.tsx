import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_NOT_FOUND_FOR_TRACKING } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { renderEachTestInUrdu } from '@/testing/in-urdu';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { ORDER_AWAITING_PROOF, PROOF_URL, TRACKING_TOKEN } from './testing/tracked-orders';
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

  it('names an item by the Urdu name it was ordered with, and dates the steps with Western digits', async () => {
    const urduItem = {
      name: 'Custom Name Poster',
      nameUr: 'نام والا پوسٹر',
      size: 'A4',
      frame: null,
      quantity: 1,
      price: 700,
      proofUrl: PROOF_URL,
    };
    server.use(
      http.get(apiUrl(`/orders/track/${TRACKING_TOKEN}`), () =>
        HttpResponse.json({ ...ORDER_AWAITING_PROOF, items: [urduItem] }),
      ),
    );
    renderWithProviders(<TrackOrderPage />, {
      route: `/track-order/${TRACKING_TOKEN}`,
      path: '/track-order/:token',
    });
    const order = await screen.findByRole('region', { name: 'آرڈر \u2068251123-NIKAH\u2069' });
    expect(order).toHaveTextContent('1 x نام والا پوسٹر (A4)');
    expect(order).not.toHaveTextContent('Custom Name Poster');
    expect(within(order).getByRole('list', { name: 'آرڈر کی پیش رفت' })).toHaveTextContent(/1 مارچ، 2025/);
  });

  it('says in Urdu what the look-up lacks, and that no order has that number and phone', async () => {
    server.use(
      http.get(apiUrl('/orders/track'), () =>
        HttpResponse.json({ error: { message: ORDER_NOT_FOUND_FOR_TRACKING } }, { status: 404 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    await user.click(screen.getByRole('button', { name: 'آرڈر ٹریک کریں' }));
    expect(await screen.findByText('براہِ کرم اپنا آرڈر نمبر درج کریں')).toBeInTheDocument();
    expect(screen.getByText('براہِ کرم وہ فون نمبر درج کریں جس سے آپ نے آرڈر دیا تھا')).toBeInTheDocument();

    await user.type(screen.getByLabelText('آرڈر نمبر'), '251123-ABCDE');
    await user.type(screen.getByLabelText('چیک آؤٹ پر دیا گیا فون نمبر'), '0300 1234567');
    await user.click(screen.getByRole('button', { name: 'آرڈر ٹریک کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'اس آرڈر نمبر اور فون نمبر کا کوئی آرڈر نہیں ملا',
    );
    expect(screen.queryByText(ORDER_NOT_FOUND_FOR_TRACKING)).toBeNull();
  });
});

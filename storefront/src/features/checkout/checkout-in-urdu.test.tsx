import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ruleText, tooManyWaitingOrdersMessage } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
import { isolatedValue } from '@/testing/in-urdu';
import { MOON_POSTER } from '@/testing/cart-lines';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { SHOPPER } from '../../../../scripts/lib/shopper.mjs';
import { CheckoutPage } from './checkout-page';

// Found by the form's own names, not their labels: this page's words are the Urdu catalogue's to change.
function renderUrduCheckout() {
  localStorage.setItem('cart', JSON.stringify([MOON_POSTER]));
  const { container } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  const form = container.querySelector('form') as HTMLFormElement;
  const fill = () => {
    for (const [name, value] of Object.entries(SHOPPER)) {
      fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
    }
  };
  return { form, fill };
}

/** Fills the Urdu checkout and places the order, which the server refuses with `message` and `status`. */
function placeRefused(message: string, status: 400 | 409) {
  server.use(
    http.post(apiUrl('/orders/create-order'), () =>
      HttpResponse.json({ error: { status, message } }, { status }),
    ),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { form, fill } = renderUrduCheckout();
  fill();
  fireEvent.submit(form);
}

beforeEach(() => activateLocale('ur'));
// The page goes before the language changes back: a change of language renders every text again.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the checkout on an Urdu page', () => {
  it('says its own check’s rule in Urdu', async () => {
    const { form } = renderUrduCheckout();
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('براہِ کرم تمام لازمی خانے پُر کریں');
    expect(screen.queryByText('Please Fill all required fields')).toBeNull();
  });

  it('says the server’s refusal in Urdu with its value, and sends the order in Urdu', async () => {
    const sent: { language?: unknown }[] = [];
    server.use(
      http.post(apiUrl('/orders/create-order'), async ({ request }) => {
        sent.push((await request.json()) as { language?: unknown });
        return HttpResponse.json({ error: { message: tooManyWaitingOrdersMessage(2) } }, { status: 429 });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form, fill } = renderUrduCheckout();
    fill();
    fireEvent.submit(form);
    expect(
      await screen.findByText('اس فون نمبر کے 2 آرڈر پہلے ہی ہماری تصدیقی کال کے منتظر ہیں۔', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.language).toBe('ur');
  });

  it('says in Urdu the server’s refusal of a photo too small for its size, naming the line and the field', async () => {
    const refusal = ruleText('print.lineTooSmallSharpAt', {
      name: 'Family Portrait',
      field: 'Photo',
      size: 'A3',
      dpi: 72,
      needed: 100,
      sharpSize: 'A6',
    });
    placeRefused(refusal, 400);
    expect(
      await screen.findByText(
        `${isolatedValue('Family Portrait')}، ${isolatedValue('Photo')}: یہ تصویر ${isolatedValue('A3')} پر چھاپنے کے لیے بہت چھوٹی ہے`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/too small to print/)).toBeNull();
  });

  it('says in Urdu that the delivery charge changed under the shopper, the amounts kept left to right', async () => {
    const refusal = ruleText('order.deliveryChanged', { figure: 'Rs. 450', sent: 'Rs. 150' });
    placeRefused(refusal, 409);
    expect(
      await screen.findByText(
        `آرڈر کا ڈیلیوری چارج ${isolatedValue('Rs. 450')} ہے، ${isolatedValue('Rs. 150')} نہیں۔ براہِ کرم اپنا کارٹ دیکھ لیں۔`,
      ),
    ).toBeInTheDocument();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { tooManyWaitingOrdersMessage } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
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
});

import { describe, expect, it } from 'vitest';
import type { MailShop } from './mail-links';
import { orderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './render-order-mail';

const shop: MailShop = {
  name: 'Frames & Co',
  phone: '0300 1112223',
  whatsapp: '0321 4445556',
  origin: 'https://shop.example',
  logoUrl: 'https://shop.example/apple-touch-icon.png',
  cloudinaryPrefix: '',
};

const order = {
  orderNumber: '251123-ABCDE',
  trackingToken: 'abcdefghijklmnopqrstuvwxyz012345',
  customer: {
    name: '<b>Ayesha</b>',
    phone: '0300 1234567',
    email: 'a@example.pk',
    address: 'Street 1',
    city: 'Lahore',
  },
  items: [{ name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 2, price: 499 }],
  total: 1248,
  paymentMethod: 'Cash on Delivery',
  courier: 'TCS',
  trackingNumber: 'TCS-778899',
};
const urdu = orderMailFacts({ ...order, language: 'ur' }, { note: 'Out of stock' });
const english = orderMailFacts(order, { note: 'Out of stock' });

describe('the e-mails of an order placed in Urdu', () => {
  it('thank the shopper in Urdu, right to left, with the order number and the prices left to right', async () => {
    const mail = await renderOrderMail('order-confirmation', urdu, shop);
    expect(mail.subject).toBe('آپ کا آرڈر #251123-ABCDE');
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.html).toMatch(/<html[^>]* lang="ur"/);
    expect(mail.text).toContain('آپ کے آرڈر کا شکریہ، <b>Ayesha</b>!');
    expect(mail.html).toContain('&lt;b&gt;Ayesha&lt;/b&gt;');
    expect(mail.html).toContain('<span dir="ltr">251123-ABCDE</span>');
    expect(mail.html).toContain('<span dir="ltr">Rs. 998</span>');
    expect(mail.html).toContain('<span dir="ltr">Rs. 1,248</span>');
    expect(mail.text).toContain('کیش آن ڈیلیوری');
    expect(mail.text).not.toMatch(/Thank you|Follow your order|Call us/);
  });

  it.each(['order-confirmation', 'order-dispatched', 'order-cancelled', 'order-proof-sent'] as const)(
    '%s links the Urdu tracking page',
    async (kind) => {
      const mail = await renderOrderMail(kind, urdu, shop);
      expect(mail.text).toContain('https://shop.example/ur/track-order/abcdefghijklmnopqrstuvwxyz012345');
      expect(mail.text).not.toContain('https://shop.example/track-order/');
      expect(mail.html).toContain('dir="rtl"');
    },
  );

  it('say the courier, the tracking number and the cash to keep ready in Urdu', async () => {
    const mail = await renderOrderMail('order-dispatched', urdu, shop);
    expect(mail.subject).toBe('آرڈر #251123-ABCDE: روانہ ہو گیا');
    expect(mail.text).toContain('کوریئر: TCS');
    expect(mail.html).toContain('<span dir="ltr">TCS-778899</span>');
    expect(mail.text).toContain('براہِ کرم کوریئر کے لیے Rs. 1,248 تیار رکھیں۔');
  });

  it('leave the staff notice in English', async () => {
    const mail = await renderOrderMail('new-order-notice', urdu, shop);
    expect(mail.subject).toBe('New order #251123-ABCDE');
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail.html).not.toContain('dir="rtl"');
    expect(mail.text).toContain('2 x Moon Poster (A4, Black): Rs. 998');
  });
});

describe('the names of an order’s lines', () => {
  const lines = {
    ...order,
    items: [
      { ...order.items[0], nameUr: 'چاند پوسٹر' },
      { name: 'Sun Poster', size: 'A6', frame: null, quantity: 1, price: 250 },
    ],
  };

  it('are the Urdu names they were ordered with in an Urdu order’s mail, else the English ones', async () => {
    const mail = await renderOrderMail(
      'order-confirmation',
      orderMailFacts({ ...lines, language: 'ur' }),
      shop,
    );
    expect(mail.text).toContain('2 x چاند پوسٹر (A4, Black): Rs. 998');
    expect(mail.text).toContain('1 x Sun Poster (A6): Rs. 250');
    expect(mail.text).not.toContain('Moon Poster');
  });

  it('stay English in an English order’s mail and in the staff notice of an Urdu order', async () => {
    const english = await renderOrderMail('order-confirmation', orderMailFacts(lines), shop);
    const notice = await renderOrderMail(
      'new-order-notice',
      orderMailFacts({ ...lines, language: 'ur' }),
      shop,
    );
    for (const mail of [english, notice]) {
      expect(mail.text).toContain('2 x Moon Poster (A4, Black): Rs. 998');
      expect(mail.text).not.toContain('چاند پوسٹر');
    }
  });
});

describe('the e-mails of an order placed in English', () => {
  it('stay English, left to right, linking the English tracking page', async () => {
    const mail = await renderOrderMail('order-confirmation', english, shop);
    expect(mail.subject).toBe('Your order #251123-ABCDE');
    expect(mail.html).not.toContain('dir="rtl"');
    expect(mail.text).toContain('Thank you for your order, <b>Ayesha</b>!');
    expect(mail.text).toContain(
      'Follow your order here: https://shop.example/track-order/abcdefghijklmnopqrstuvwxyz012345',
    );
  });
});

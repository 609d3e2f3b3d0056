import { describe, expect, it } from 'vitest';
import type { MailShop } from './mail-links';
import { orderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './render-order-mail';

const PHISHING = '<a href="https://evil.example/r">Refund: click to confirm</a><img src=//evil.example/p>';

const shop: MailShop = {
  name: 'Frames & <Co>',
  phone: '0300 1112223',
  whatsapp: '0321 4445556',
  origin: 'http://127.0.0.1:1337',
  logoUrl: 'http://127.0.0.1:1337/apple-touch-icon.png',
  cloudinaryPrefix: 'https://res.cloudinary.com/shopcloud/',
};

const facts = orderMailFacts(
  {
    orderNumber: '251123-ABCDE',
    trackingToken: 'abcdefghijklmnopqrstuvwxyz012345',
    customer: JSON.stringify({ name: PHISHING, phone: '0300 1234567', address: PHISHING, city: 'Lahore' }),
    items: [
      {
        name: 'Moon Poster',
        size: 'A4',
        frame: 'Black',
        quantity: 2,
        price: 499,
        customFields: {
          Text: PHISHING,
          Colour: '#1a2b3c',
          Date: '2026-12-01',
          Number: '42',
          Photo: '/uploads/custom/moon_abc.jpg',
          // A shopper's photo as its upload answered it: absolute, on the shop's own origin.
          Uploaded: 'http://127.0.0.1:1337/uploads/sun_def.png',
          Sneaky: '//evil.example/uploads/x.jpg',
          Cloud: 'https://res.cloudinary.com/shopcloud/image/upload/v1/x.jpg',
          Elsewhere: 'https://evil.example/upload/x.jpg',
        },
      },
    ],
    total: 1248,
    paymentMethod: 'Cash on Delivery',
  },
  { note: `Out of paper ${PHISHING}` },
);

/** The tags of an HTML part: escaped text holds none, so a shopper's markup shows here only if it is live. */
function tagsIn(html: string): string[] {
  return html.match(/<[a-z][^>]*>/gi) ?? [];
}

/** Every address the HTML part links to or loads. */
function addressesIn(html: string): string[] {
  return tagsIn(html).flatMap((tag) =>
    [...tag.matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
      (match) => match[1] ?? match[2] ?? match[3],
    ),
  );
}

describe('rendered order e-mails', () => {
  it('shows a discount code’s saving above the total, and no discount line without a code', async () => {
    const withCode = orderMailFacts({
      orderNumber: '251123-FGHIJ',
      items: [{ name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 2, price: 499 }],
      discountCode: 'EID10',
      discountAmount: 100,
      total: 1148,
      paymentMethod: 'Cash on Delivery',
    });
    const mail = await renderOrderMail('order-confirmation', withCode, shop);
    expect(mail.text).toMatch(/Discount \(EID10\): - Rs\. 100\s+Total: Rs\. 1,148/);
    expect((await renderOrderMail('order-confirmation', facts, shop)).text).not.toContain('Discount');
  });

  it.each([
    'new-order-notice',
    'order-confirmation',
    'order-dispatched',
    'order-cancelled',
    'order-proof-sent',
  ] as const)(
    '%s escapes what the shopper wrote, links only absolute addresses and names the shop',
    async (kind) => {
      const mail = await renderOrderMail(kind, facts, shop);
      expect(tagsIn(mail.html).filter((tag) => tag.includes('evil'))).toEqual([]);
      expect(mail.html).toContain('Frames &amp; &lt;Co&gt;');
      expect(mail.html).toContain('src="http://127.0.0.1:1337/apple-touch-icon.png"');
      for (const address of addressesIn(mail.html)) expect(address).toMatch(/^https?:\/\//);
      expect(mail.text).toContain('Call us: 0300 1112223');
      expect(mail.text).toContain('WhatsApp: 0321 4445556');
    },
  );

  it('gives staff each line with its custom values, and links only photos of the shop', async () => {
    const mail = await renderOrderMail('new-order-notice', facts, shop);
    expect(mail.subject).toBe('New order #251123-ABCDE');
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example/r&quot;&gt;');
    for (const value of [
      'Colour: #1a2b3c',
      'Date: 2026-12-01',
      'Number: 42',
      '2 x Moon Poster (A4, Black): Rs. 998',
    ])
      expect(mail.text).toContain(value);
    const links = addressesIn(mail.html);
    expect(links).toContain('http://127.0.0.1:1337/uploads/custom/moon_abc.jpg');
    expect(links).toContain('http://127.0.0.1:1337/uploads/sun_def.png');
    expect(links).toContain('https://res.cloudinary.com/shopcloud/image/upload/v1/x.jpg');
    expect(links).not.toContain('https://evil.example/upload/x.jpg');
    expect(mail.text).toContain('Elsewhere: https://evil.example/upload/x.jpg');
    expect(mail.text).toContain('Sneaky: //evil.example/uploads/x.jpg');
  });

  it('gives the shopper an absolute tracking link and, on a cancellation, the reason and the phone', async () => {
    const confirmation = await renderOrderMail('order-confirmation', facts, shop);
    expect(confirmation.text).toContain(
      'Follow your order here: http://127.0.0.1:1337/track-order/abcdefghijklmnopqrstuvwxyz012345',
    );
    const cancelled = await renderOrderMail('order-cancelled', facts, shop);
    expect(cancelled.subject).toBe('Order #251123-ABCDE: Cancelled');
    expect(cancelled.text).toContain('Reason: Out of paper');
    expect(cancelled.text).toContain('please call us on 0300 1112223');
    expect(cancelled.html).toContain('Reason: Out of paper &lt;a href=');
  });

  it('sends the shopper to the tracking page to approve a proof', async () => {
    const proof = await renderOrderMail('order-proof-sent', facts, shop);
    expect(proof.subject).toBe('Order #251123-ABCDE: your proof is ready to approve');
    expect(proof.text).toContain(
      'See the proof and approve it here: http://127.0.0.1:1337/track-order/abcdefghijklmnopqrstuvwxyz012345',
    );
  });
});

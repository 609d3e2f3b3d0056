import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';
import { placeOrder } from './helpers/place-order';

interface Received {
  to: string[];
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

const PHISHING = '<a href="https://evil.example/r">Refund: click to confirm</a><img src=//evil.example/p>';

let shop: TestShop;
let smtp: SMTPServer;
const inbox: Received[] = [];
let refuseNext = 0;

/** A real SMTP server on a free port: it keeps what it receives, and can refuse a message to test retries. */
async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

async function mailTo(address: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      () => {
        found = inbox.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
        return found;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBeDefined();
  return found!;
}

beforeAll(async () => {
  const port = await startSmtp();
  shop = await startShop({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'shop@shop.test',
    STAFF_NOTIFY_EMAIL: 'owner@shop.test',
    MAIL_RETRY_DELAY_MS: '50',
  });
  await shop.strapi.service('api::shop-setting.shop-setting').save({
    ...SAMPLE_SHOP_SETTINGS,
    shopName: 'Moon Frames',
    phone: '0300 1112223',
    whatsapp: '0321 4445556',
  });
});
afterAll(async () => {
  await shop.stop();
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'STAFF_NOTIFY_EMAIL', 'MAIL_RETRY_DELAY_MS']) {
    delete process.env[name];
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** An order of a new poster by a shopper with this e-mail. */
async function orderBy(email: string, customer: Partial<typeof CUSTOMER> = {}) {
  const product = await createProduct(shop.strapi);
  return placeOrder(shop, product.documentId, { customer: { ...CUSTOMER, ...customer, email } });
}

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

/** What an attacker needs of an HTML part: a live link or picture of theirs. */
function expectInert(mail: Received) {
  expect(tagsIn(mail.html).filter((tag) => tag.includes('evil'))).toEqual([]);
  expect(mail.html).toContain('&lt;a href=&quot;https://evil.example/r&quot;&gt;');
  expect(mail.text).toContain(PHISHING);
}

describe('order e-mails', () => {
  it('tells staff about a new order and sends the shopper the number, items, total and tracking link', async () => {
    const order = await orderBy('first@example.com');
    const staff = await mailTo('owner@shop.test', new RegExp(order.orderNumber));
    expect(staff.text).toContain(CUSTOMER.phone);
    const shopper = await mailTo('first@example.com', new RegExp(order.orderNumber));
    expect(shopper.text).toContain(`Order number: ${order.orderNumber}`);
    expect(shopper.text).toContain('1 x Test Poster');
    expect(shopper.text).toContain('Total: Rs. 749');
    // A plain start, without PUBLIC_URL: the link starts with the address the shop listens on.
    expect(shopper.text).toContain(`${shop.baseUrl}/track-order/${order.trackingToken}`);
    for (const mail of [staff, shopper]) {
      expect(mail.from).toEqual({ name: 'Moon Frames', address: 'shop@shop.test' });
      expect(mail.html).toContain('Moon Frames</h1>');
      expect(mail.html).toContain(`src="${shop.baseUrl}/apple-touch-icon.png"`);
      expect(mail.text).toContain('Call us: 0300 1112223');
      expect(mail.text).toContain('WhatsApp: 0321 4445556');
      for (const address of addressesIn(mail.html)) expect(address).toMatch(/^https?:\/\//);
    }
  });

  it("keeps a shopper's HTML inert in the staff notice and in the confirmation, in both parts", async () => {
    const order = await orderBy('victim@example.com', { name: PHISHING, address: PHISHING });
    expectInert(await mailTo('owner@shop.test', new RegExp(order.orderNumber)));
    expectInert(await mailTo('victim@example.com', new RegExp(order.orderNumber)));
  });

  it("lists each line's custom values for staff and links the shopper's photo", async () => {
    const template = await createTemplate(shop.strapi, {
      fields: [
        { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Wedding day', fieldType: 'date', required: false, options: [] },
        { fieldName: 'Guests', fieldType: 'number', required: false, options: [] },
        { fieldName: 'Ink', fieldType: 'color', required: false, options: [] },
        { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
      ],
    });
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: CUSTOMER,
        items: [
          {
            id: template.documentId,
            size: 'A4',
            quantity: 1,
            customFields: {
              Name: 'Sara & Ali',
              'Wedding day': '2026-12-01',
              Guests: '120',
              Ink: '#1a2b3c',
              Photo: '/uploads/custom/couple_abc123.jpg',
            },
          },
        ],
      })
      .expect(201);
    const staff = await mailTo('owner@shop.test', new RegExp(res.body.orderNumber));
    for (const value of ['Name: Sara & Ali', 'Wedding day: 2026-12-01', 'Guests: 120', 'Ink: #1a2b3c'])
      expect(staff.text).toContain(value);
    expect(addressesIn(staff.html)).toContain(`${shop.baseUrl}/uploads/custom/couple_abc123.jpg`);
    expect(addressesIn(staff.html)).toContain(`${shop.baseUrl}/view-orders`);
  });

  it('tells the shopper about the dispatch with courier and tracking number, and about a cancellation', async () => {
    const token = await shop.staffToken();
    const order = await orderBy('second@example.com');
    for (const body of [
      { status: 'confirmed' },
      { status: 'in_production' },
      { status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-777' },
    ]) {
      await shop
        .api()
        .patch(`/api/orders/${order._id}/status`)
        .set('Authorization', token)
        .send(body)
        .expect(200);
    }
    const dispatched = await mailTo('second@example.com', /Dispatched/);
    expect(dispatched.text).toContain('Courier: TCS');
    expect(dispatched.text).toContain('Tracking number: TCS-777');

    const other = await orderBy('third@example.com');
    await shop
      .api()
      .patch(`/api/orders/${other._id}/status`)
      .set('Authorization', token)
      .send({ status: 'cancelled', note: 'Out of paper' })
      .expect(200);
    const cancelled = await mailTo('third@example.com', /Cancelled/);
    expect(cancelled.text).toContain(`Your order #${other.orderNumber} has been cancelled.`);
    expect(cancelled.text).toContain('Reason: Out of paper');
    expect(cancelled.text).toContain('please call us on 0300 1112223');
    expect(cancelled.text).toContain(
      `Follow your order here: ${shop.baseUrl}/track-order/${other.trackingToken}`,
    );
    expect(addressesIn(cancelled.html)).toContain(`${shop.baseUrl}/track-order/${other.trackingToken}`);
  });

  it('retries a refused send without failing the order', async () => {
    refuseNext = 2;
    const order = await orderBy('fourth@example.com');
    expect(order.status).toBe('placed');
    const shopper = await mailTo('fourth@example.com', new RegExp(order.orderNumber));
    expect(shopper.text).toContain(order.trackingToken);
  });
});

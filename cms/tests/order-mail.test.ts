import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { orderPersonalisedLine, placeOrder } from './helpers/place-order';
import { type ShopWithInbox, startShopWithInbox } from './helpers/mailing-shop';
import type { Received } from './helpers/smtp-inbox';

const PHISHING = '<a href="https://evil.example/r">Refund: click to confirm</a><img src=//evil.example/p>';

let shop: ShopWithInbox;
const mailTo = (address: string, subject: RegExp) => shop.smtp.mailTo(address, subject);

beforeAll(async () => {
  shop = await startShopWithInbox({
    STAFF_NOTIFY_EMAIL: 'owner@shop.test',
    MAIL_RETRY_DELAY_MS: '50',
    MAIL_OUTBOX_POLL_MS: '100',
  });
  await shop.strapi.service('api::shop-setting.shop-setting').save({
    ...SAMPLE_SHOP_SETTINGS,
    shopName: 'Moon Frames',
    phone: '0300 1112223',
    whatsapp: '0321 4445556',
    // These tests place more orders as one shopper than a shop allows waiting by default.
    maxWaitingOrdersPerPhone: 100,
  });
});
afterAll(() => shop.stop());

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
    const res = await orderPersonalisedLine(shop, template.documentId, {
      Name: 'Sara & Ali',
      'Wedding day': '2026-12-01',
      Guests: '120',
      Ink: '#1a2b3c',
      Photo: '/uploads/custom/couple_abc123.jpg',
    }).expect(201);
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

  it('retries a refused send without failing the order, and delivers it once', async () => {
    shop.smtp.control.refuseNext = 2;
    const order = await orderBy('fourth@example.com');
    expect(order.status).toBe('placed');
    const shopper = await mailTo('fourth@example.com', new RegExp(order.orderNumber));
    expect(shopper.text).toContain(order.trackingToken);
    await expect.poll(outboxWaiting, { timeout: 30_000, interval: 100 }).toBe(0);
    expect(shop.smtp.mailsTo('fourth@example.com', new RegExp(order.orderNumber))).toHaveLength(1);
  });

  it('shows staff the failing e-mails with the last error, and sends them once retried', async () => {
    const token = await shop.staffToken();
    shop.smtp.control.refuseAll = true;
    const order = await orderBy('fifth@example.com');
    await expect
      .poll(
        async () => (await failingMails(token)).mails.some((m: any) => m.orderNumber === order.orderNumber),
        {
          timeout: 30_000,
          interval: 100,
        },
      )
      .toBe(true);
    const failing = await failingMails(token);
    expect(failing.failing).toBeGreaterThanOrEqual(1);
    expect(failing.lastError).toMatch(/Mailbox busy/);
    expect(failing.mails[0]).toMatchObject({ to: expect.any(String), attempts: expect.any(Number) });
    shop.smtp.control.refuseAll = false;
    const retried = await shop
      .api()
      .post('/api/mail-outbox/retry')
      .set('Authorization', token)
      .send({})
      .expect(200);
    expect(retried.body.retried).toBeGreaterThanOrEqual(1);
    await mailTo('fifth@example.com', new RegExp(order.orderNumber));
    await expect
      .poll(async () => (await failingMails(token)).failing, { timeout: 30_000, interval: 100 })
      .toBe(0);
    expect(shop.smtp.mailsTo('fifth@example.com', new RegExp(order.orderNumber))).toHaveLength(1);
  });

  it('keeps the failing e-mails and their retry for staff', async () => {
    await shop.api().get('/api/mail-outbox/failing').expect(401);
    await shop.api().post('/api/mail-outbox/retry').send({}).expect(401);
  });
});

async function failingMails(token: string) {
  return (await shop.api().get('/api/mail-outbox/failing').set('Authorization', token).expect(200)).body;
}

async function outboxWaiting(): Promise<number> {
  return (await failingMails(await shop.staffToken())).waiting;
}

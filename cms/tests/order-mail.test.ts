import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';
import { placeOrder } from './helpers/place-order';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

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
            subject: mail.subject ?? '',
            text: mail.text ?? '',
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
    PUBLIC_URL: 'https://shop.example',
    MAIL_RETRY_DELAY_MS: '50',
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
async function orderBy(email: string) {
  const product = await createProduct(shop.strapi);
  return placeOrder(shop, product.documentId, { customer: { ...CUSTOMER, email } });
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
    expect(shopper.text).toContain(`https://shop.example/track-order/${order.trackingToken}`);
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
  });

  it('retries a refused send without failing the order', async () => {
    refuseNext = 2;
    const order = await orderBy('fourth@example.com');
    expect(order.status).toBe('placed');
    const shopper = await mailTo('fourth@example.com', new RegExp(order.orderNumber));
    expect(shopper.text).toContain(order.trackingToken);
  });
});

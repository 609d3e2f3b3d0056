import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, pngDataUrl } from './helpers/fixtures';
import { type ServerProcess, serverFleet } from './helpers/server-processes';
import { STAFF } from './helpers/shop-server';
import { mailingTo, type SmtpInbox, startSmtpInbox } from './helpers/smtp-inbox';

let smtp: SmtpInbox;

beforeAll(async () => {
  smtp = await startSmtpInbox();
});
afterAll(() => smtp.close());

/** Settings of shop processes that mail through the test's SMTP server and retry fast. */
const mailEnv = () => ({
  ...mailingTo(smtp),
  MAIL_RETRY_DELAY_MS: '50',
  MAIL_OUTBOX_POLL_MS: '50',
});

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

async function staffToken(server: ServerProcess): Promise<string> {
  return (await json(`${server.url}/api/admin/login`, { method: 'POST', body: JSON.stringify(STAFF) })).body
    .token;
}

async function addProduct(server: ServerProcess, token: string, stock: number): Promise<string> {
  const created = await json(`${server.url}/api/products/add-product`, {
    method: 'POST',
    headers: { Authorization: token },
    body: JSON.stringify({
      name: 'Mailed Poster',
      description: 'Ordered by mail watchers',
      category: 'Stickers',
      stock,
      sizes: [{ actualPrice: 300 }],
      productImages: [await pngDataUrl()],
    }),
  });
  expect(created.status).toBe(201);
  return created.body._id;
}

async function orderFor(server: ServerProcess, productId: string, email: string): Promise<string> {
  const order = await json(`${server.url}/api/orders/create-order`, {
    method: 'POST',
    body: JSON.stringify({
      customer: { ...CUSTOMER, email },
      items: [{ id: productId, size: '', quantity: 1 }],
    }),
  });
  expect(order.status).toBe(201);
  return order.body.orderNumber;
}

async function outbox(server: ServerProcess, token: string) {
  return (await json(`${server.url}/api/mail-outbox/failing`, { headers: { Authorization: token } })).body;
}

// Each test starts two server processes.
const PROCESSES_TIMEOUT = 300_000;

describe('the mail outbox across processes', () => {
  it(
    'delivers, once, a mail stored before the shop stopped, when it starts again',
    async () => {
      smtp.control.refuseAll = true;
      const fleet = await serverFleet(mailEnv());
      try {
        const before = await fleet.start('before');
        const token = await staffToken(before);
        const number = await orderFor(before, await addProduct(before, token, 5), 'restart@example.com');
        // Tried and refused: the mail is stored, not sent, when the shop stops.
        await expect
          .poll(async () => (await outbox(before, token)).failing, { timeout: 30_000, interval: 100 })
          .toBe(1);
        await before.stop();
        smtp.control.refuseAll = false;
        const after = await fleet.start('after');
        await smtp.mailTo('restart@example.com', new RegExp(number));
        const afterToken = await staffToken(after);
        await expect
          .poll(async () => (await outbox(after, afterToken)).waiting, { timeout: 30_000, interval: 100 })
          .toBe(0);
        expect(smtp.mailsTo('restart@example.com', new RegExp(number))).toHaveLength(1);
      } finally {
        smtp.control.refuseAll = false;
        await fleet.stopAll();
      }
    },
    PROCESSES_TIMEOUT,
  );

  it(
    'two instances deliver each mail once after the SMTP server recovers',
    async () => {
      smtp.control.refuseAll = true;
      const fleet = await serverFleet(mailEnv());
      try {
        const a = await fleet.start('a');
        const b = await fleet.start('b');
        const token = await staffToken(a);
        const productId = await addProduct(a, token, 20);
        const numbers: string[] = [];
        for (let i = 0; i < 12; i++)
          numbers.push(await orderFor(i % 2 ? a : b, productId, `pair${i}@example.com`));
        await expect
          .poll(async () => (await outbox(b, token)).failing, { timeout: 30_000, interval: 100 })
          .toBe(12);
        smtp.control.refuseAll = false;
        // Both instances now find the same due mails at once.
        await expect
          .poll(async () => (await outbox(a, token)).waiting, { timeout: 60_000, interval: 100 })
          .toBe(0);
        numbers.forEach((number, i) => {
          expect(smtp.mailsTo(`pair${i}@example.com`, new RegExp(number))).toHaveLength(1);
        });
      } finally {
        smtp.control.refuseAll = false;
        await fleet.stopAll();
      }
    },
    PROCESSES_TIMEOUT,
  );
});

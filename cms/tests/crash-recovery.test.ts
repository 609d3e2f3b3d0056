import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, pngDataUrl } from './helpers/fixtures';
import { type ServerProcess, serverFleet } from './helpers/server-processes';
import { STAFF } from './helpers/shop-server';

let fleet: Awaited<ReturnType<typeof serverFleet>>;

beforeAll(async () => {
  fleet = await serverFleet();
});
afterAll(() => fleet.stopAll());

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// The test starts two server processes, one after the other: a busy machine takes minutes for them.
const PROCESSES_TIMEOUT = 300_000;

describe('a crash in the middle of taking orders', () => {
  it(
    'loses no acknowledged order, keeps stock consistent, and the server starts cleanly',
    async () => {
      let server: ServerProcess = await fleet.start('before-crash');
      const token = (await post(`${server.url}/api/admin/login`, STAFF)).body.token;
      const product = await post(
        `${server.url}/api/products/add-product`,
        {
          name: 'Crash Test Poster',
          description: 'Survives',
          category: 'Stickers',
          stock: 1000,
          sizes: [{ actualPrice: 300 }],
          productImages: [await pngDataUrl()],
        },
        token,
      );
      const order = { customer: CUSTOMER, items: [{ id: product.body._id, size: '', quantity: 2 }] };

      const acknowledged: { orderNumber: string; total: number }[] = [];
      let sent = 0;
      let killed = false;
      const worker = async () => {
        while (sent < 200) {
          sent += 1;
          if (sent === 100 && !killed) {
            killed = true;
            void server.kill();
          }
          try {
            const answer = await post(`${server.url}/api/orders/create-order`, order);
            if (answer.status === 201)
              acknowledged.push({ orderNumber: answer.body.orderNumber, total: answer.body.total });
          } catch {
            // the connection died with the server: this order was never acknowledged
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(killed).toBe(true);
      expect(acknowledged.length).toBeGreaterThan(20);

      server = await fleet.start('after-crash');
      expect((await fetch(`${server.url}/_health`)).status).toBe(204);
      const freshToken = (await post(`${server.url}/api/admin/login`, STAFF)).body.token;
      const stored = (
        await (
          await fetch(`${server.url}/api/orders/all-orders`, { headers: { Authorization: freshToken } })
        ).json()
      ).orders;
      const storedByNumber = new Map(stored.map((o: any) => [o.orderNumber, o]));
      for (const ack of acknowledged) {
        const found: any = storedByNumber.get(ack.orderNumber);
        expect(found, `order ${ack.orderNumber} was acknowledged`).toBeDefined();
        expect(found.total).toBe(ack.total);
        expect(found.items).toHaveLength(1);
        expect(found.customer).toEqual(CUSTOMER);
      }
      const stock = (
        await (await fetch(`${server.url}/api/products/single-product/${product.body._id}`)).json()
      ).stock;
      expect(stock).toBe(1000 - 2 * stored.length);
    },
    PROCESSES_TIMEOUT,
  );
});

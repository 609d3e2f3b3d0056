import { dashboardSummarySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableChanged, versionOf } from '../src/lib/serving/table-versions';
import { createProduct } from './helpers/fixtures';
import { dashboardOf } from './helpers/dashboard';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';
import { timeUntil } from './helpers/time-until';
import { placeOrder } from './helpers/place-order';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

describe('table versions', () => {
  it('move with every insert, update and delete, however the row is written', async () => {
    const uid = 'api::product.product';
    const knex = shop.strapi.db.connection;
    const table = shop.strapi.db.metadata.get(uid).tableName;
    const product = await createProduct(shop.strapi, { stock: 5 });
    // Read from the database each time, not within the re-read interval.
    const readAfresh = () => {
      tableChanged(shop.strapi);
      return versionOf(shop.strapi, [uid]);
    };
    const seen = [await readAfresh()];
    // Raw statements, past every Strapi hook: only the database's triggers can notice them.
    await knex(table).where('document_id', product.documentId).update({ name: 'Renamed' });
    seen.push(await readAfresh());
    const [copy] = await knex(table).where('document_id', product.documentId).select('*');
    await knex(table).insert({ ...copy, id: undefined, document_id: 'copyofaproductrowxyz1234' });
    seen.push(await readAfresh());
    await knex(table).where('document_id', 'copyofaproductrowxyz1234').delete();
    seen.push(await readAfresh());
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('the dashboard', () => {
  it('is answered from memory until an order changes, however it changed', async () => {
    const product = await createProduct(shop.strapi, { stock: 50 });
    const service = shop.strapi.service('api::staff.staff') as any;
    const firstBody = await service.encodedDashboardSummary();
    expect(await service.encodedDashboardSummary()).toBe(firstBody);
    const first = await dashboardOf(shop);

    const order = await placeOrder(shop, product.documentId);
    // Through this process: at once.
    const placed = await dashboardOf(shop);
    expect(placed.ordersByStatus.placed).toBe(first.ordersByStatus.placed + 1);
    expect(placed.newestOrders[0].orderNumber).toBe(order.orderNumber);

    // A raw write, as another process's would look: within a second.
    const table = shop.strapi.db.metadata.get('api::order.order').tableName;
    await shop.strapi.db.connection(table).where('document_id', order._id).update({ status: 'confirmed' });
    const seenAfter = await timeUntil(
      async () => (await dashboardOf(shop)).ordersByStatus.confirmed === first.ordersByStatus.confirmed + 1,
    );
    expect(seenAfter).toBeLessThan(1000);
  });

  it('is encoded once and revalidated by its ETag, private to staff', async () => {
    const token = (await shop.api().post('/api/admin/login').send(STAFF).expect(200)).body.token;
    const first = await shop
      .api()
      .get('/api/admin/dashboard-summary')
      .set('Authorization', token)
      .expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(dashboardSummarySchema.parse(first.body).periods.today.orders).toBeGreaterThanOrEqual(0);
    await shop
      .api()
      .get('/api/admin/dashboard-summary')
      .set('Authorization', token)
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    // Without a staff token the cached answer is never given.
    await shop.api().get('/api/admin/dashboard-summary').set('If-None-Match', first.headers.etag).expect(401);
  });
});

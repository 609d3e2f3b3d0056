import { describe, expect, it, vi } from 'vitest';
import { columnsOf } from '../src/lib/db-columns';
import { phoneKey } from '../src/lib/orders/phone-key';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';
import { placeOrder } from './helpers/place-order';

// create-order stores orders with the query engine; every reader must see them as if the Document
// Service had stored them.
const ORDER_UID = 'api::order.order';

const fixture = shopForFile();

/** An order of two of a new poster, under an Idempotency-Key. */
async function newOrder() {
  const product = await createProduct(fixture.shop.strapi);
  return placeOrder(fixture.shop, product.documentId, {
    quantity: 2,
    idempotencyKey: `storage-${product.documentId}`,
  });
}

async function rawRow(documentId: string): Promise<Record<string, unknown>> {
  const { table, column } = columnsOf(fixture.shop.strapi, ORDER_UID);
  return fixture.shop.strapi.db.connection(table).where(column('documentId'), documentId).first();
}

describe('orders stored by create-order', () => {
  it('fill the same columns as an order the Document Service stores', async () => {
    const placed = await newOrder();
    const reference = await fixture.shop.strapi.documents(ORDER_UID).create({
      data: {
        orderNumber: 'REFERENCE-1',
        customer: CUSTOMER,
        items: [{ id: 'reference-item', kind: 'product', name: 'Reference Poster', quantity: 1, price: 500 }],
        subtotal: 500,
        deliveryCharge: 250,
        total: 750,
        paymentMethod: 'Cash on Delivery',
        status: 'placed',
        history: [],
        statusChangedAt: new Date().toISOString(),
        trackingToken: 'reference-token',
        idempotencyKey: 'reference-key',
        idempotencyFingerprint: 'reference-fingerprint',
      } as any,
    });
    const ours = await rawRow(placed._id);
    const theirs = await rawRow(reference.documentId);
    const filled = (row: Record<string, unknown>) =>
      Object.keys(row)
        .filter((name) => row[name] !== null)
        .sort();
    expect(filled(ours)).toEqual(filled(theirs));
    const { column } = columnsOf(fixture.shop.strapi, ORDER_UID);
    expect(String(ours[column('documentId')])).toMatch(/^[a-z0-9]{24}$/);
    expect(ours[column('publishedAt')]).toEqual(ours[column('createdAt')]);
    expect(ours[column('updatedAt')]).toEqual(ours[column('createdAt')]);
    // The phone key the limit on waiting orders counts by, whichever door stored the order.
    expect(theirs[column('customerPhone')]).toBe(phoneKey(CUSTOMER.phone));
    expect(ours[column('customerPhone')]).toBe(phoneKey(CUSTOMER.phone));
  });

  it('read back through the Document Service, the staff list and the tracking link as they were answered', async () => {
    const placed = await newOrder();
    const { trackingToken, ...answered } = placed;
    const listed = await fixture.shop
      .api()
      .get('/api/orders/all-orders')
      .set('Authorization', `Bearer ${fixture.token}`)
      .expect(200);
    expect(listed.body.orders.find((order: { _id: string }) => order._id === placed._id)).toEqual(answered);
    const stored = await fixture.shop.strapi.documents(ORDER_UID).findOne({ documentId: placed._id });
    expect(stored).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'placed',
      history: placed.history,
    });
    expect(new Date(stored!.createdAt as string).toISOString()).toBe(placed.createdAt);
    const tracked = await fixture.shop.api().get(`/api/orders/track/${trackingToken}`).expect(200);
    expect(tracked.body.orderNumber).toBe(placed.orderNumber);
  });

  it('are announced to the event hub (the panel’s webhooks) without their private fields', async () => {
    const emit = vi.spyOn(fixture.shop.strapi.eventHub, 'emit');
    try {
      const placed = await newOrder();
      await vi.waitFor(() =>
        expect(emit).toHaveBeenCalledWith(
          'entry.create',
          expect.objectContaining({
            uid: ORDER_UID,
            entry: expect.objectContaining({ documentId: placed._id }),
          }),
        ),
      );
      const [, event] = emit.mock.calls.find(([name]) => name === 'entry.create')! as [string, any];
      expect(event.entry).not.toHaveProperty('trackingToken');
      expect(event.entry).not.toHaveProperty('idempotencyKey');
    } finally {
      emit.mockRestore();
    }
  });
});

import { CUSTOMER } from './fixtures';
import type { TestShop } from './shop-server';

interface OrderOptions {
  quantity?: number;
  customer?: typeof CUSTOMER;
  idempotencyKey?: string;
}

/**
 * An order of one catalogue item (size A4, black frame) placed through the API as a shopper places
 * it; fails the test unless it is created (201). Answers the order as the API answered it.
 */
export async function placeOrder(shop: TestShop, itemId: string, options: OrderOptions = {}) {
  const { quantity = 1, customer = CUSTOMER, idempotencyKey } = options;
  let call = shop.api().post('/api/orders/create-order');
  if (idempotencyKey) call = call.set('Idempotency-Key', idempotencyKey);
  const res = await call
    .send({ customer, items: [{ id: itemId, size: 'A4', frame: 'Black', quantity }] })
    .expect(201);
  return res.body as any;
}

/**
 * A shopper's order of one personalised line of a template with these custom values (A4, one, unless
 * `line` says otherwise). Answers the request: its status is the test's to check.
 */
export function orderPersonalisedLine(
  shop: TestShop,
  templateId: string,
  customFields: Record<string, string>,
  line: Record<string, unknown> = {},
) {
  return shop
    .api()
    .post('/api/orders/create-order')
    .send({
      customer: CUSTOMER,
      items: [{ id: templateId, size: 'A4', quantity: 1, customFields, ...line }],
    });
}

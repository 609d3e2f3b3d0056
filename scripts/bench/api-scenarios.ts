// The API calls the issue measures, each with Strapi's stock REST call on the same rows as its
// reference, and the target for it. The seeded catalogue: 10,000 products, 200 templates,
// 20 reviews on each of 5 products; a first order proves the order body valid before any load.
import { SHOPPER } from '../lib/fixtures.mjs';
import type { BenchShop } from './boot-shop.js';
import type { Throughput } from './measure.js';
import { openStockRest, seedCatalogue, seedReviews } from './seed-catalogue.js';
import { type LoadTarget, UNIQUE } from './wrk-script.js';

export type ScenarioRequest = Omit<LoadTarget, 'origin'>;

export interface Verdict {
  text: string;
  ok: boolean;
}

export interface ScenarioFigures {
  connections: number;
  ours: Throughput;
  ratio: number;
  ofCeiling: number;
}

export interface ApiScenario {
  name: string;
  ours: ScenarioRequest;
  stock: ScenarioRequest;
  /** Connections for the stock call when it must not follow the row's count (see all-products). */
  stockConnections?: number;
  /** The target at these figures, or null where it sets none. */
  target(figures: ScenarioFigures): Verdict | null;
}

export interface ApiFixture {
  products: string[];
  reviewed: string[];
  orderBody: string;
  stockOrderBody: string;
}

const GZIP = { 'Accept-Encoding': 'gzip' };
const JSON_BODY = { ...GZIP, 'Content-Type': 'application/json' };
const CUSTOMER = SHOPPER;

/** An order of one seeded product, its totals taken from the shop's answer to a first submit. */
async function orderBodies(shop: BenchShop, productId: string) {
  const product = await (await fetch(`${shop.url}/api/products/single-product/${productId}`)).json();
  const size = product.sizes[0];
  const line = {
    id: productId,
    name: product.name,
    size: size.size,
    frame: product.hasFrame ? product.frameColors[0] : undefined,
    quantity: 1,
    price: size.discountedPrice ?? size.actualPrice,
  };
  const first = await fetch(`${shop.url}/api/orders/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ customer: CUSTOMER, items: [line], paymentMethod: 'Cash on Delivery' }),
  });
  const order = await first.json();
  if (first.status !== 201) throw new Error(`the bench order was refused: ${JSON.stringify(order)}`);
  const { subtotal, deliveryCharge, total, paymentMethod, items } = order;
  return {
    orderBody: JSON.stringify({
      customer: CUSTOMER,
      items: [line],
      subtotal,
      deliveryCharge,
      total,
      paymentMethod,
    }),
    // Stock REST stores what it is given: the priced order as ours stores it, with a fresh number.
    stockOrderBody: JSON.stringify({
      data: {
        orderNumber: `BENCH-${UNIQUE}`,
        customer: CUSTOMER,
        items,
        subtotal,
        deliveryCharge,
        total,
        paymentMethod,
      },
    }),
  };
}

export async function prepareApiFixture(shop: BenchShop): Promise<ApiFixture> {
  const products = await seedCatalogue(shop.strapi, 10_000, 200);
  const reviewed = products.slice(0, 5);
  await seedReviews(shop.strapi, reviewed, 20);
  await openStockRest(shop.strapi);
  return { products, reviewed, ...(await orderBodies(shop, products[0])) };
}

export function apiScenarios(fixture: ApiFixture): ApiScenario[] {
  // 100 products spread over the catalogue, asked for in turn.
  const sample = fixture.products.filter((_, i) => i % 100 === 0);
  return [
    {
      name: 'newly-added-products (8)',
      ours: { paths: ['/api/products/newly-added-products?limit=8'], headers: GZIP },
      stock: { paths: ['/api/products?sort=createdAt:desc&pagination[limit]=8'], headers: GZIP },
      target: ({ ratio, ofCeiling }) => ({
        text: '≥ 20× stock, ≥ 30 % of ceiling',
        ok: ratio >= 20 && ofCeiling >= 0.3,
      }),
    },
    {
      name: 'all-products (10,000)',
      ours: { paths: ['/api/products/all-products'], headers: GZIP },
      stock: { paths: ['/api/products?sort=createdAt:desc&pagination[limit]=10000'], headers: GZIP },
      // One stock call on 10,000 rows takes about half a second of CPU: more connections only queue,
      // and at 10 none would be answered within a run.
      stockConnections: 1,
      target: () => null,
    },
    {
      name: 'single-product',
      ours: { paths: sample.map((id) => `/api/products/single-product/${id}`), headers: GZIP },
      stock: { paths: sample.map((id) => `/api/products/${id}`), headers: GZIP },
      target: ({ connections, ours }) =>
        connections === 10 ? { text: 'p99 ≤ 50 ms', ok: ours.p99 <= 50 } : null,
    },
    {
      name: "a product's reviews (20)",
      ours: {
        paths: fixture.reviewed.map((id) => `/api/products/single-product/${id}/reviews`),
        headers: GZIP,
      },
      stock: {
        paths: fixture.reviewed.map(
          (id) => `/api/reviews?filters[product][documentId][$eq]=${id}&sort=createdAt:desc`,
        ),
        headers: GZIP,
      },
      target: () => null,
    },
    {
      name: 'create-order',
      ours: {
        method: 'POST',
        paths: ['/api/orders/create-order'],
        headers: { ...JSON_BODY, 'Idempotency-Key': `bench-${UNIQUE}` },
        body: fixture.orderBody,
      },
      stock: { method: 'POST', paths: ['/api/orders'], headers: JSON_BODY, body: fixture.stockOrderBody },
      target: ({ ours }) => ({ text: `p95 ≤ 300 ms (p95 ${ours.p95.toFixed(1)} ms)`, ok: ours.p95 <= 300 }),
    },
  ];
}

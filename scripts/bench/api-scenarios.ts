// The API calls the issues measure, each with its reference (Strapi's stock REST call on the same rows,
// or a peer such as the plain index.html) and the target for it. The seeded shop: 10,000
// products, 200 templates, 20 reviews on each of 5 products, 100,000 orders of the last 90 days when
// the dashboard is measured; a first order proves the order body valid before any load.
import type { Core } from '@strapi/strapi';
import { SHOPPER } from '../lib/fixtures.mjs';
import { BENCH_STAFF, type BenchShop } from './boot-shop.js';
import type { Throughput } from './measure.js';
import { openStockRest, seedCatalogue, seedReviews } from './seed-catalogue.js';
import { seedOrders } from './seed-orders.js';
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
  /** The reference measured beside ours; absent where there is none (the staff dashboard). */
  stock?: ScenarioRequest;
  /** What the reference is when it is not Strapi's stock REST. */
  referenceName?: string;
  /** Connections for the stock call when it must not follow the row's count (see all-products). */
  stockConnections?: number;
  /** Only at these connection counts (default: every count of the run). */
  connections?: readonly number[];
  /** A list call whose cost per request must not grow with the catalogue (compared at 100,000). */
  list?: boolean;
  /** Measured again at 100,000 products. */
  atLargeCatalogue?: boolean;
  /** The target at these figures, or null where it sets none. */
  target(figures: ScenarioFigures): Verdict | null;
}

export interface ApiFixture {
  products: string[];
  reviewed: string[];
  orderBody: string;
  /** A staff token for the staff calls (the dashboard). */
  staffToken: string;
  /** Orders seeded for the dashboard (0 when it is not measured). */
  orders: number;
}

export const CATALOGUE = 10_000;
export const LARGE_CATALOGUE = 100_000;
export const DASHBOARD_ORDERS = 100_000;
/**
 * The storefront's server-side listing call (issue 15 item 1, the `listing` branch): its first page,
 * a search and a filtered page. Skipped, with a line saying so, on a build that does not answer it.
 */
export const LISTING_PATHS = [
  '/api/products/listing?page=1',
  '/api/products/listing?search=anime&page=1',
  '/api/products/listing?type=Posters&min=500&max=900&page=2',
];

const GZIP = { 'Accept-Encoding': 'gzip' };
const JSON_BODY = { ...GZIP, 'Content-Type': 'application/json' };
const CUSTOMER = SHOPPER;

/** An order of one seeded product, its totals taken from the shop's answer to a first submit. */
async function orderBodies(url: string, productId: string) {
  const product = await (await fetch(`${url}/api/products/single-product/${productId}`)).json();
  const size = product.sizes[0];
  const line = {
    id: productId,
    name: product.name,
    size: size.size,
    frame: product.hasFrame ? product.frameColors[0] : undefined,
    quantity: 1,
    price: size.discountedPrice ?? size.actualPrice,
  };
  const first = await fetch(`${url}/api/orders/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ customer: CUSTOMER, items: [line], paymentMethod: 'Cash on Delivery' }),
  });
  const order = await first.json();
  if (first.status !== 201) throw new Error(`the bench order was refused: ${JSON.stringify(order)}`);
  const { subtotal, deliveryCharge, total, paymentMethod } = order;
  return {
    // Each load order from its own phone (its digits made unique): the owner's limit of orders waiting
    // per phone (3) would refuse all but the first few from one number.
    orderBody: JSON.stringify({
      customer: { ...CUSTOMER, phone: `0300 ${UNIQUE}` },
      items: [line],
      subtotal,
      deliveryCharge,
      total,
      paymentMethod,
    }),
  };
}

async function staffToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`the bench staff login was refused: ${JSON.stringify(body)}`);
  return body.token;
}

/** What the seeding leaves in the database: the same in every copy of it (compare/ boots two). */
export interface SeededCatalogue {
  products: string[];
  reviewed: string[];
  /** Orders seeded for the dashboard (0 when it is not measured). */
  orders: number;
}

export async function seedApiCatalogue(strapi: Core.Strapi, withOrders: boolean): Promise<SeededCatalogue> {
  const products = await seedCatalogue(strapi, CATALOGUE, 200);
  const reviewed = products.slice(0, 5);
  await seedReviews(strapi, reviewed, 20);
  await openStockRest(strapi);
  const orders = withOrders ? DASHBOARD_ORDERS : 0;
  if (withOrders) {
    const lines = products
      .slice(0, 100)
      .map((documentId, i) => ({ documentId, name: `Product ${i + 1}`, price: 499 }));
    await seedOrders(strapi, orders, lines);
  }
  return { products, reviewed, orders };
}

/** The fixture for a shop answering at `url` on a seeded database: a first order, a staff token. */
export async function apiFixtureFor(url: string, seeded: SeededCatalogue): Promise<ApiFixture> {
  const bodies = await orderBodies(url, seeded.products[0]);
  return { ...seeded, ...bodies, staffToken: await staffToken(url) };
}

export async function prepareApiFixture(shop: BenchShop, withOrders: boolean): Promise<ApiFixture> {
  return apiFixtureFor(shop.url, await seedApiCatalogue(shop.strapi, withOrders));
}

/**
 * The scenarios BENCH_ONLY picks: `large` (the calls measured at both catalogue sizes), or the start of
 * a scenario's name, several separated by commas; every scenario without a filter.
 */
export function scenarioFilter(only: string | undefined): (scenario: ApiScenario) => boolean {
  if (!only) return () => true;
  if (only === 'large') return (scenario) => scenario.atLargeCatalogue === true;
  const prefixes = only
    .split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  return (scenario) => prefixes.some((prefix) => scenario.name.startsWith(prefix));
}

/** Whether the filter picks the staff dashboard, whose 100,000 orders take minutes to seed. */
export function filterSeedsOrders(only: string | undefined): boolean {
  if (!only) return true;
  return only
    .split(',')
    .some((prefix) => prefix.trim() !== '' && 'dashboard-summary'.startsWith(prefix.trim()));
}

export function apiScenarios(fixture: ApiFixture): ApiScenario[] {
  // 100 products spread over the catalogue, asked for in turn.
  const sample = fixture.products.filter((_, i) => i % 100 === 0);
  const scenarios: ApiScenario[] = [
    {
      name: 'newly-added-products (8)',
      ours: { paths: ['/api/products/newly-added-products?limit=8'], headers: GZIP },
      stock: { paths: ['/api/products?sort=createdAt:desc&pagination[limit]=8'], headers: GZIP },
      list: true,
      atLargeCatalogue: true,
      target: ({ ratio, ofCeiling }) => ({
        text: '≥ 20× stock, ≥ 30 % of ceiling',
        ok: ratio >= 20 && ofCeiling >= 0.3,
      }),
    },
    {
      name: 'products listing (9 per page)',
      ours: { paths: LISTING_PATHS, headers: GZIP },
      stock: {
        paths: ['/api/products?sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=9'],
        headers: GZIP,
      },
      list: true,
      atLargeCatalogue: true,
      target: () => null,
    },
    {
      name: 'all-products',
      ours: { paths: ['/api/products/all-products'], headers: GZIP },
      stock: { paths: ['/api/products?sort=createdAt:desc&pagination[limit]=10000'], headers: GZIP },
      // One stock call on 10,000 rows takes about half a second of CPU: more connections only queue,
      // and at 10 none would be answered within a run.
      stockConnections: 1,
      atLargeCatalogue: true,
      target: () => null,
    },
    {
      name: 'single-product',
      ours: { paths: sample.map((id) => `/api/products/single-product/${id}`), headers: GZIP },
      stock: { paths: sample.map((id) => `/api/products/${id}`), headers: GZIP },
      list: true,
      atLargeCatalogue: true,
      target: ({ connections, ours, ratio }) =>
        connections === 10
          ? { text: '≥ 20× stock findOne, p99 ≤ 10 ms', ok: ratio >= 20 && ours.p99 <= 10 }
          : null,
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
      list: true,
      atLargeCatalogue: true,
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
      // No stock reference: `POST /api/orders`, Strapi's stock create, is the staff's order taken by phone.
      target: ({ connections, ours }) =>
        connections === 50
          ? { text: `p95 ≤ 150 ms (p95 ${ours.p95.toFixed(1)} ms)`, ok: ours.p95 <= 150 }
          : null,
    },
    {
      name: 'product page HTML (filled head)',
      ours: { paths: sample.map((id) => `/product/${id}`), headers: { ...GZIP, Accept: 'text/html' } },
      stock: { paths: ['/index.html'], headers: { ...GZIP, Accept: 'text/html' } },
      referenceName: 'plain index.html',
      target: () => null,
    },
  ];
  if (fixture.orders > 0) {
    scenarios.push({
      name: `dashboard-summary (${fixture.orders.toLocaleString('en-US')} orders)`,
      ours: {
        paths: ['/api/admin/dashboard-summary'],
        headers: { ...GZIP, Authorization: `Bearer ${fixture.staffToken}` },
      },
      connections: [10],
      target: ({ ours }) => ({ text: `p95 ≤ 50 ms (p95 ${ours.p95.toFixed(1)} ms)`, ok: ours.p95 <= 50 }),
    });
  }
  return scenarios;
}

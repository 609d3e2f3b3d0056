// Bulk-inserts many orders straight through the query engine, in the shape the shop stores them (priced
// lines, totals, a status reached by allowed moves, its history, statusChangedAt), spread over the last
// 90 days, so the staff dashboard is measured on a shop that has run for months.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';

const require = createRequire(import.meta.url);
// The compiled contracts (CommonJS): the transition table is the shop's own, written once.
const contracts: typeof import('@shop/contracts') = require('@shop/contracts');

export interface BenchOrderProduct {
  documentId: string;
  name: string;
  price: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Faisalabad', 'Multan'];

/** A path of allowed moves from placed, the n-th of the shapes a shop's orders take. */
export function lifecyclePath(n: number): string[] {
  // Most orders end delivered; some wait at each step; some are cancelled or come back.
  const ends = [
    'delivered',
    'delivered',
    'delivered',
    'delivered',
    'returned',
    'dispatched',
    'in_production',
    'confirmed',
    'placed',
    'cancelled',
  ];
  const end = ends[n % ends.length];
  const path = [contracts.FIRST_ORDER_STATUS as string];
  const forward = ['confirmed', 'in_production', 'dispatched'];
  while (path.at(-1) !== end) {
    const here = path.at(-1) as keyof typeof contracts.ORDER_TRANSITIONS;
    const allowed = contracts.ORDER_TRANSITIONS[here] as readonly string[];
    const next = allowed.includes(end) ? end : forward.find((state) => allowed.includes(state));
    if (!next) throw new Error(`no allowed move from ${here} towards ${end}`);
    path.push(next);
  }
  return path;
}

/**
 * The n-th bench shopper's own number (03000000000 onwards): a shop's orders come from many phones, and
 * the owner's limit of orders waiting per phone would refuse the load's orders if they shared one.
 */
export function benchPhone(n: number): string {
  return `0300${String(n).padStart(7, '0')}`;
}

/** `count` order rows as the query engine stores them, the newest `now`, one every few minutes back. */
export function benchOrderRows(count: number, products: readonly BenchOrderProduct[], now = Date.now()) {
  const spacing = Math.max(1, Math.floor((90 * DAY_MS) / Math.max(1, count)));
  return Array.from({ length: count }, (_, i) => {
    const createdAt = now - i * spacing;
    const product = products[i % products.length];
    const quantity = (i % 3) + 1;
    const subtotal = product.price * quantity;
    const deliveryCharge = 200;
    const path = lifecyclePath(i);
    // Each move an hour after the one before, never later than now.
    const at = (step: number) => new Date(Math.min(now, createdAt + step * 60 * 60 * 1000));
    const history = path.map((status, step) => ({
      status,
      at: at(step).toISOString(),
      by: step === 0 ? contracts.SHOP_ACTOR : 'staff@bench.example',
      note: status === 'cancelled' ? 'The customer cancelled on the phone.' : null,
    }));
    const status = path.at(-1) as string;
    const dispatched = path.includes('dispatched');
    return {
      documentId: crypto.randomBytes(12).toString('hex').replace(/^./, 'o'),
      orderNumber: `BENCH-${i.toString(36).toUpperCase().padStart(5, '0')}`,
      customer: {
        name: `Bench Shopper ${i + 1}`,
        email: `shopper${i + 1}@bench.example`,
        phone: benchPhone(i),
        address: `House ${i % 500}, Street ${i % 40}`,
        city: CITIES[i % CITIES.length],
        country: 'Pakistan',
      },
      items: [
        {
          id: product.documentId,
          kind: 'product',
          name: product.name,
          size: 'A4',
          quantity,
          price: product.price,
        },
      ],
      subtotal,
      deliveryCharge,
      total: subtotal + deliveryCharge,
      paymentMethod: 'Cash on Delivery',
      status,
      history,
      statusChangedAt: at(path.length - 1),
      courier: dispatched ? 'TCS' : null,
      trackingNumber: dispatched ? `TCS${100000 + i}` : null,
      trackingToken: crypto.randomBytes(24).toString('base64url'),
      createdAt: new Date(createdAt),
      updatedAt: at(path.length - 1),
    };
  });
}

export async function seedOrders(
  strapi: Core.Strapi,
  count: number,
  products: readonly BenchOrderProduct[],
): Promise<void> {
  const rows = benchOrderRows(count, products);
  for (let start = 0; start < rows.length; start += 500) {
    await strapi.db.query('api::order.order').createMany({ data: rows.slice(start, start + 500) });
  }
}

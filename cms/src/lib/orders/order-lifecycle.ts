import crypto from 'node:crypto';
import {
  FIRST_ORDER_STATUS,
  ORDER_SOURCE_LABELS,
  type OrderHistoryEntry,
  type OrderSource,
  type OrderStatus,
  orderHistoryEntrySchema,
  orderStatusOf,
  SHOP_ACTOR,
} from '@shop/contracts';
import { z } from 'zod';

const historySchema = z.array(orderHistoryEntrySchema);

/** The private token of the shopper's tracking link: 192 random bits, URL-safe. */
export function newTrackingToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function isTrackingToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** The lifecycle fields of a new order: placed, by the shop, now. */
export function newOrderLifecycle(now = new Date()) {
  return {
    status: FIRST_ORDER_STATUS,
    history: [{ status: FIRST_ORDER_STATUS, at: now.toISOString(), by: SHOP_ACTOR, note: null }],
    statusChangedAt: now.toISOString(),
    trackingToken: newTrackingToken(),
  };
}

/**
 * The lifecycle fields of an order staff take from a customer they are talking to: placed and
 * confirmed at once, both moves by them, so the order skips the confirmation call.
 */
export function staffOrderLifecycle(staffEmail: string, source: OrderSource, now = new Date()) {
  const at = now.toISOString();
  return {
    status: 'confirmed' as const,
    history: [
      {
        status: FIRST_ORDER_STATUS,
        at,
        by: staffEmail,
        note: `Taken by staff (${ORDER_SOURCE_LABELS[source]})`,
      },
      { status: 'confirmed' as const, at, by: staffEmail, note: null },
    ],
    statusChangedAt: at,
    trackingToken: newTrackingToken(),
  };
}

/** A JSON column as stored: SQLite answers text, PostgreSQL answers the parsed value. */
export function parseJsonColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The history of a stored order; one stored before the lifecycle reads as placed when it was created. */
export function historyOf(stored: unknown, createdAt: unknown): OrderHistoryEntry[] {
  const parsed = historySchema.safeParse(parseJsonColumn(stored));
  if (parsed.success && parsed.data.length > 0) return parsed.data;
  const at = createdAt ? new Date(createdAt as string).toISOString() : new Date(0).toISOString();
  return [{ status: FIRST_ORDER_STATUS, at, by: SHOP_ACTOR, note: null }];
}

/** The lifecycle as the API answers it, whatever the stored row holds. */
export function lifecycleOf(doc: {
  status?: unknown;
  history?: unknown;
  createdAt?: unknown;
  courier?: unknown;
  trackingNumber?: unknown;
}): {
  status: OrderStatus;
  history: OrderHistoryEntry[];
  courier: string | null;
  trackingNumber: string | null;
} {
  return {
    status: orderStatusOf(doc.status),
    history: historyOf(doc.history, doc.createdAt),
    courier: typeof doc.courier === 'string' ? doc.courier : null,
    trackingNumber: typeof doc.trackingNumber === 'string' ? doc.trackingNumber : null,
  };
}

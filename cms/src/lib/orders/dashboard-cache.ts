import type { Core, UID } from '@strapi/strapi';
import type { DashboardSummary } from '@shop/contracts';
import { listCacheOf } from '../list-cache';
import { type EncodedBody, encode } from '../list-cache/encoded-answer';
import { ORDER_UID } from './order-uid';

/** The tables the dashboard reads: its figures change only when one of them does. */
const DASHBOARD_UIDS: readonly UID.ContentType[] = [
  ORDER_UID,
  'api::product.product',
  'api::template.template',
  'api::message.message',
];

const entries = new WeakMap<Core.Strapi, { key: string; value: Promise<DashboardSummary> }>();
const encodings = new WeakMap<DashboardSummary, Promise<EncodedBody>>();

/**
 * The dashboard summary of a shop day, built once per version of the tables it reads (per process):
 * a write through this process is seen at once, one through another process within the versions'
 * re-read interval. The versions are read before the figures, so a write in between makes the entry
 * look older, never newer.
 */
export async function cachedDashboard(
  strapi: Core.Strapi,
  day: string,
  build: () => Promise<DashboardSummary>,
): Promise<DashboardSummary> {
  const tables = listCacheOf(strapi);
  const versions = await Promise.all(DASHBOARD_UIDS.map((uid) => tables.version(uid)));
  const key = `${day}|${versions.join('|')}`;
  const known = entries.get(strapi);
  if (known?.key === key) return known.value;
  const entry = { key, value: build() };
  entry.value.catch(() => {
    if (entries.get(strapi) === entry) entries.delete(strapi);
  });
  entries.set(strapi, entry);
  return entry.value;
}

/** A summary encoded once (JSON, gzip, brotli) for every request that is answered it. */
export function encodedDashboard(summary: DashboardSummary): Promise<EncodedBody> {
  let encoded = encodings.get(summary);
  if (!encoded) {
    encoded = encode(summary);
    encodings.set(summary, encoded);
  }
  return encoded;
}

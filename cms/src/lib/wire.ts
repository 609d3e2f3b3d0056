/**
 * The wire shape of a stored document: `_id` is its documentId; Strapi's internals and who last changed
 * it (staff only, `GET /api/staff/last-changes`) stay inside.
 */
export function toWire<T extends { documentId: string }>(doc: T) {
  const {
    id: _id,
    documentId,
    publishedAt: _p,
    locale: _l,
    changedBy: _by,
    ...fields
  } = doc as T & {
    id?: number;
    publishedAt?: unknown;
    locale?: unknown;
    changedBy?: unknown;
  };
  return { _id: documentId, ...fields };
}

/** `limit` from the query string: a whole number within 1..max, else the default. */
export function limitFrom(query: Record<string, unknown>, fallback: number, max: number): number {
  const raw = query.limit;
  const value = typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  if (!Number.isFinite(value) || value < 1) return fallback;
  return Math.min(value, max);
}

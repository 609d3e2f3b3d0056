import type { Knex } from 'knex';
import type { Core, UID } from '@strapi/strapi';
import { columnsOf } from '../db-columns';

const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait after a failed try: the base, ×4 for each try before, at most an hour. */
export function retryWaitMs(base: number, attempts: number): number {
  const first = Number.isFinite(base) && base >= 0 ? base : 5000;
  return Math.min(first * 4 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export interface DueClaim {
  limit: number;
  /** How long a claimed row is this instance's: past it (a crash mid-work) it is due again. */
  leaseMs: number;
  /** The attributes answered for each claimed row (its id and tries always are). */
  read: readonly string[];
  now?: Date;
  db?: Knex;
}

/**
 * Takes up to `limit` due rows of a job table (`state`, `dueAt`, `attempts`) for this instance in one
 * statement: their due time moves past the lease and their tries go up. On PostgreSQL, SKIP LOCKED
 * leaves the rows another instance is taking to it, so each row is claimed by one instance; the outer
 * condition is checked again on a row whose claim another statement committed meanwhile. SQLite runs
 * one writer at a time. Answers the rows by attribute name.
 */
export async function claimDueRows(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  { limit, leaseMs, read, now = new Date(), db = strapi.db.connection }: DueClaim,
): Promise<Record<string, unknown>[]> {
  const { table, column } = columnsOf(strapi, uid);
  const lock = strapi.db.dialect.client === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  const [id, state, dueAt, attempts] = ['id', 'state', 'dueAt', 'attempts'].map(column);
  const answered = [...new Set(['id', 'attempts', ...read])];
  const result = await db.raw(
    `UPDATE ?? SET ?? = ?, ?? = ?? + 1 WHERE ?? = 'waiting' AND ?? <= ? AND ?? IN (SELECT ?? FROM ?? WHERE ?? = 'waiting' AND ?? <= ? ORDER BY ?? LIMIT ?${lock}) RETURNING ${answered.map(() => '??').join(', ')}`,
    [
      table,
      dueAt,
      new Date(now.getTime() + leaseMs),
      attempts,
      attempts,
      state,
      dueAt,
      now,
      id,
      id,
      table,
      state,
      dueAt,
      now,
      dueAt,
      limit,
      ...answered.map(column),
    ],
  );
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => Object.fromEntries(answered.map((name) => [name, row[column(name)]])));
}

/**
 * Stores rows of a job table, each waiting and due now. Called inside the transaction of what caused
 * them (the query engine joins it), so a row exists exactly when that was committed.
 */
export async function storeDueRows(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  rows: readonly Record<string, unknown>[],
  now = new Date(),
): Promise<void> {
  if (rows.length === 0) return;
  const documentId = strapi.db.metadata.get(uid).attributes.documentId as unknown as {
    default: () => string;
  };
  await strapi.db.query(uid).createMany({
    data: rows.map((row) => ({
      ...row,
      documentId: documentId.default(),
      state: 'waiting',
      attempts: 0,
      dueAt: now,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })),
  });
}

export interface FailedTry {
  reason: string;
  /** The wait after the first failed try (retryWaitMs grows it). */
  baseWaitMs: number;
  /** Tries before the row waits as failed (for staff, or for good). */
  maxAttempts: number;
  now?: Date;
}

/** A claimed row's failed try: due again after the backoff, or, after the last try, failed with its reason. */
export async function recordFailedTry(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  row: { id: number; attempts: number },
  { reason, baseWaitMs, maxAttempts, now = new Date() }: FailedTry,
): Promise<void> {
  const { table, column } = columnsOf(strapi, uid);
  await strapi.db
    .connection(table)
    .where(column('id'), row.id)
    .update({
      [column('state')]: row.attempts >= maxAttempts ? 'failed' : 'waiting',
      [column('dueAt')]: new Date(now.getTime() + retryWaitMs(baseWaitMs, row.attempts)),
      [column('lastError')]: reason.slice(0, 1000),
      [column('updatedAt')]: now,
    });
}

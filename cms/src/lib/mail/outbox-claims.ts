import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { type ClaimedMail, OUTBOX_MAIL_KINDS } from './outbox-mail';
import { columnsOf } from '../db-columns';
import { parseJsonColumn } from '../orders/order-lifecycle';
import { OUTBOX_UID } from '../content-types';

/** How long a claimed mail is another instance's to send: past it (a crash mid-send), it is due again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Tries before a mail waits for staff to retry it. */
export const MAX_ATTEMPTS = 8;
const LONGEST_WAIT_MS = 60 * 60_000;

export type { ClaimedMail };

/** The wait after a failed try: the base, ×4 for each try before, at most an hour. */
export function retryWaitMs(base: number, attempts: number): number {
  const first = Number.isFinite(base) && base >= 0 ? base : 5000;
  return Math.min(first * 4 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Takes up to `limit` due mails for this instance in one statement: their due time moves past the
 * lease and their tries go up. On PostgreSQL, SKIP LOCKED leaves the rows another instance is taking
 * to it, so each mail is claimed by one instance; the outer condition is checked again on a row whose
 * claim another statement committed meanwhile. SQLite runs one writer at a time.
 */
export async function claimDueMails(
  strapi: Core.Strapi,
  limit: number,
  now = new Date(),
  db: Knex = strapi.db.connection,
): Promise<ClaimedMail[]> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  const lock = strapi.db.dialect.client === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  const [id, state, dueAt, attempts] = ['id', 'state', 'dueAt', 'attempts'].map(column);
  const result = await db.raw(
    `UPDATE ?? SET ?? = ?, ?? = ?? + 1 WHERE ?? = 'waiting' AND ?? <= ? AND ?? IN (SELECT ?? FROM ?? WHERE ?? = 'waiting' AND ?? <= ? ORDER BY ?? LIMIT ?${lock}) RETURNING ??, ??, ??, ??, ??`,
    [
      table,
      dueAt,
      new Date(now.getTime() + CLAIM_LEASE_MS),
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
      id,
      column('kind'),
      column('recipient'),
      column('facts'),
      attempts,
    ],
  );
  const rows: Record<string, unknown>[] = Array.isArray(result) ? result : result.rows;
  return rows
    .map(
      (row) =>
        ({
          id: Number(row[id]),
          kind: row[column('kind')],
          to: String(row[column('recipient')]),
          facts: parseJsonColumn(row[column('facts')]),
          attempts: Number(row[attempts]),
        }) as ClaimedMail,
    )
    .filter((mail) => OUTBOX_MAIL_KINDS.includes(mail.kind));
}

export async function markSent(strapi: Core.Strapi, mail: ClaimedMail, now = new Date()): Promise<void> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  await strapi.db
    .connection(table)
    .where(column('id'), mail.id)
    .update({
      [column('state')]: 'sent',
      [column('sentAt')]: now,
      [column('lastError')]: null,
      [column('updatedAt')]: now,
    });
}

/** A failed try: due again after the backoff, or, after the last try, failed until staff retry it. */
export async function markFailed(
  strapi: Core.Strapi,
  mail: ClaimedMail,
  reason: string,
  baseWaitMs: number,
  now = new Date(),
): Promise<void> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  await strapi.db
    .connection(table)
    .where(column('id'), mail.id)
    .update({
      [column('state')]: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting',
      [column('dueAt')]: new Date(now.getTime() + retryWaitMs(baseWaitMs, mail.attempts)),
      [column('lastError')]: reason.slice(0, 1000),
      [column('updatedAt')]: now,
    });
}

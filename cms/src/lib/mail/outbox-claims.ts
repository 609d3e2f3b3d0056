import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { type ClaimedMail, OUTBOX_MAIL_KINDS } from './outbox-mail';
import { columnsOf } from '../db-columns';
import { claimDueRows } from '../jobs/due-rows';
import { parseJsonColumn } from '../orders/order-lifecycle';
import { OUTBOX_UID } from '../content-types';

/** How long a claimed mail is another instance's to send: past it (a crash mid-send), it is due again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Tries before a mail waits for staff to retry it (recordFailedTry). */
export const MAX_ATTEMPTS = 8;
export type { ClaimedMail };

/** Takes up to `limit` due mails for this instance (claimDueRows: one instance each on PostgreSQL). */
export async function claimDueMails(
  strapi: Core.Strapi,
  limit: number,
  now = new Date(),
  db: Knex = strapi.db.connection,
): Promise<ClaimedMail[]> {
  const rows = await claimDueRows(strapi, OUTBOX_UID, {
    limit,
    leaseMs: CLAIM_LEASE_MS,
    read: ['kind', 'recipient', 'facts'],
    now,
    db,
  });
  return rows
    .map(
      (row) =>
        ({
          id: Number(row.id),
          kind: row.kind,
          to: String(row.recipient),
          facts: parseJsonColumn(row.facts),
          attempts: Number(row.attempts),
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

import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { FailingMails } from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { OUTBOX_UID } from '../content-types';

/** The most failing mails the staff area lists; the count covers all of them. */
const LISTED = 50;

/** A mail fails once a try failed and it is not sent: given up, or waiting for its next try. */
function whereFailing(query: Knex.QueryBuilder, column: (attribute: string) => string) {
  return query.whereIn(column('state'), ['waiting', 'failed']).whereNotNull(column('lastError'));
}

export async function failingMails(strapi: Core.Strapi): Promise<FailingMails> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  const db = strapi.db.connection;
  const [failing, waiting, rows] = await Promise.all([
    whereFailing(db(table), column).count({ n: '*' }).first(),
    db(table).where(column('state'), 'waiting').count({ n: '*' }).first(),
    whereFailing(db(table), column)
      .orderBy(column('updatedAt'), 'desc')
      .limit(LISTED)
      .select(
        column('documentId'),
        column('kind'),
        column('recipient'),
        column('orderNumber'),
        column('attempts'),
        column('lastError'),
        column('state'),
      ),
  ]);
  const mails = (rows as Record<string, unknown>[]).map((row) => ({
    _id: String(row[column('documentId')]),
    kind: String(row[column('kind')]),
    to: String(row[column('recipient')]),
    orderNumber: String(row[column('orderNumber')] ?? ''),
    attempts: Number(row[column('attempts')]),
    lastError: String(row[column('lastError')]),
    gaveUp: row[column('state')] === 'failed',
  }));
  return {
    failing: Number(failing?.n ?? 0),
    waiting: Number(waiting?.n ?? 0),
    lastError: mails[0]?.lastError ?? null,
    mails,
  };
}

/** Makes every failing mail due now, with its tries counted afresh. */
export async function retryFailingMails(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  return whereFailing(strapi.db.connection(table), column).update({
    [column('state')]: 'waiting',
    [column('attempts')]: 0,
    [column('dueAt')]: now,
    [column('updatedAt')]: now,
  });
}

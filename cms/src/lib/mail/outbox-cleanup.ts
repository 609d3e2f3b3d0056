import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { OUTBOX_UID } from '../content-types';

/** How long a sent mail stays in the outbox (to answer "did the customer get it?"), then it goes. */
export const SENT_MAIL_KEEP_MS = 30 * 24 * 60 * 60_000;

/** Removes the mails sent longer ago than the keep time; waiting and failed mails (never sent) stay. */
export async function removeOldSentMails(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const { table, column } = columnsOf(strapi, OUTBOX_UID);
  return strapi.db
    .connection(table)
    .where(column('sentAt'), '<', new Date(now.getTime() - SENT_MAIL_KEEP_MS))
    .delete();
}

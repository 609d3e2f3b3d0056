import type { Core, UID } from '@strapi/strapi';
import { CHANGES_TABLE, WATCHED_UIDS } from './table-changes';

/**
 * A table's version as the caches compare it: the sum of its change counters, which triggers raise in
 * the writing transaction (so it moves when the write commits). One read of a few rows, whatever the
 * table's size.
 */
export async function tableVersion(strapi: Core.Strapi, uid: UID.ContentType): Promise<string> {
  if (!WATCHED_UIDS.includes(uid)) throw new Error(`${uid} has no change counter (WATCHED_UIDS)`);
  const table = strapi.db.metadata.get(uid).tableName;
  const row = (await strapi.db
    .connection(CHANGES_TABLE)
    .where('table_name', table)
    .sum({ changes: 'changes' })
    .first()) as { changes: unknown } | undefined;
  return String(row?.changes ?? 0);
}

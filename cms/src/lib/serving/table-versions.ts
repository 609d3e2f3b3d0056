import type { Core, UID } from '@strapi/strapi';
import { perServer } from './per-server';
import { CHANGES_TABLE, WATCHED_UIDS } from './table-changes';

/** How long a process trusts the versions it read before asking the database again. */
export const VERSION_CHECK_MS = 250;

/** Per server process: each watched table's change counters summed (by uid), when read, and a read under way. */
const pollerOf = perServer(() => ({
  versions: null as Map<string, string> | null,
  readAt: 0,
  reading: null as Promise<Map<string, string>> | null,
}));
type Poller = ReturnType<typeof pollerOf>;

const versionString = (versions: Map<string, string>, uids: readonly string[]) =>
  uids.map((uid) => versions.get(uid) ?? unwatched(uid)).join('|');

function unwatched(uid: string): never {
  throw new Error(`${uid} has no change counter (WATCHED_UIDS)`);
}

/**
 * The versions of these tables if this process read them less than VERSION_CHECK_MS ago (a hit needs no
 * wait). Past half that age the next read starts unawaited, so under load no hit waits for the database.
 */
export function versionNow(strapi: Core.Strapi, uids: readonly string[]): string | undefined {
  const poller = pollerOf(strapi);
  const { versions, readAt } = poller;
  const age = Date.now() - readAt;
  if (!versions || age >= VERSION_CHECK_MS) return undefined;
  if (age >= VERSION_CHECK_MS / 2 && !poller.reading) readVersions(strapi, poller).catch(() => undefined);
  return versionString(versions, uids);
}

/** Reads every watched table's version in one query; a read already under way is shared. */
function readVersions(strapi: Core.Strapi, poller: Poller): Promise<Map<string, string>> {
  if (poller.reading) return poller.reading;
  const readAt = Date.now();
  const reading = strapi.db
    .connection(CHANGES_TABLE)
    .select('table_name')
    .sum({ changes: 'changes' })
    .groupBy('table_name')
    .then((rows: Record<string, unknown>[]) => {
      const byTable = new Map(rows.map((row) => [row.table_name, String(row.changes)]));
      const tableOf = (uid: UID.ContentType) => strapi.db.metadata.get(uid).tableName;
      const versions = new Map(WATCHED_UIDS.map((uid) => [uid, byTable.get(tableOf(uid)) ?? '0']));
      // A write through this process while the read was under way leaves it to the next request's read.
      if (poller.reading === reading) Object.assign(poller, { versions, readAt, reading: null });
      return versions;
    });
  reading.catch(() => {
    if (poller.reading === reading) poller.reading = null;
  });
  poller.reading = reading;
  return reading;
}

/** The versions of an answer's tables, one string that changes whenever a row of any of them does. */
export async function versionOf(strapi: Core.Strapi, uids: readonly string[]): Promise<string> {
  return versionNow(strapi, uids) ?? versionString(await readVersions(strapi, pollerOf(strapi)), uids);
}

/** A write through this process: the next answer reads the versions again. */
export function tableChanged(strapi: Core.Strapi): void {
  Object.assign(pollerOf(strapi), { versions: null, reading: null });
}

const AFTER_WRITES = ['Create', 'CreateMany', 'Update', 'UpdateMany', 'Delete', 'DeleteMany'];

/**
 * The one invalidation hook: a write to a watched table through the query engine is seen by this process
 * at once, and again when its transaction commits (a read made while it was open keeps no old version).
 * Raw SQL writes call tableChanged after their commit; other processes see every write through the triggers.
 */
export function watchTableWrites(strapi: Core.Strapi): void {
  const changed = () => {
    tableChanged(strapi);
    if (strapi.db.inTransaction())
      void strapi.db.transaction(async ({ onCommit }) => onCommit(() => tableChanged(strapi)));
  };
  strapi.db.lifecycles.subscribe({
    models: [...WATCHED_UIDS],
    ...Object.fromEntries(AFTER_WRITES.map((action) => [`after${action}`, changed])),
  });
}

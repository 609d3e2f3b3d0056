import type { Core, UID } from '@strapi/strapi';
import { CHANGES_TABLE, WATCHED_UIDS } from './table-changes';

/** How long a process trusts the versions it read before asking the database again. */
export const VERSION_CHECK_MS = 250;

interface Poller {
  /** The last versions read (the sum of each table's change counters, which triggers raise). */
  versions: Map<string, string> | null;
  readAt: number;
  reading: Promise<Map<string, string>> | null;
}

const pollers = new WeakMap<Core.Strapi, Poller>();

function pollerOf(strapi: Core.Strapi): Poller {
  let poller = pollers.get(strapi);
  if (!poller) {
    poller = { versions: null, readAt: 0, reading: null };
    pollers.set(strapi, poller);
  }
  return poller;
}

function versionString(strapi: Core.Strapi, versions: Map<string, string>, uids: readonly string[]) {
  return uids
    .map((uid) => {
      if (!WATCHED_UIDS.includes(uid as UID.ContentType)) throw new Error(`${uid} has no change counter`);
      return versions.get(strapi.db.metadata.get(uid as UID.ContentType).tableName) ?? '0';
    })
    .join('|');
}

/** The versions of these tables when this process read them less than VERSION_CHECK_MS ago; else undefined. */
export function versionNow(strapi: Core.Strapi, uids: readonly string[]): string | undefined {
  const { versions, readAt } = pollerOf(strapi);
  if (versions && Date.now() - readAt < VERSION_CHECK_MS) return versionString(strapi, versions, uids);
}

/**
 * The versions of the tables an answer is built from, as one string that changes whenever a row of any
 * of them does, on any server process: read (every table in one query) at most every VERSION_CHECK_MS,
 * and at once after a write through this process (tableChanged).
 */
export async function versionOf(strapi: Core.Strapi, uids: readonly string[]): Promise<string> {
  const now = versionNow(strapi, uids);
  if (now !== undefined) return now;
  const poller = pollerOf(strapi);
  if (!poller.reading) {
    const readAt = Date.now();
    const reading = strapi.db
      .connection(CHANGES_TABLE)
      .select('table_name')
      .sum({ changes: 'changes' })
      .groupBy('table_name')
      .then((rows: Record<string, unknown>[]) => {
        const versions = new Map(rows.map((row) => [String(row.table_name), String(row.changes)]));
        if (poller.reading === reading) Object.assign(poller, { versions, readAt, reading: null });
        return versions;
      });
    reading.catch(() => {
      if (poller.reading === reading) poller.reading = null;
    });
    poller.reading = reading;
  }
  return versionString(strapi, await poller.reading, uids);
}

/** A write through this process: the next answer reads the versions again. */
export function tableChanged(strapi: Core.Strapi): void {
  const poller = pollerOf(strapi);
  poller.versions = null;
  poller.reading = null;
}

const AFTER_WRITES = ['Create', 'CreateMany', 'Update', 'UpdateMany', 'Delete', 'DeleteMany'];

/**
 * The one invalidation hook: every write to a watched table through the query engine (the Document
 * Service, the panel, a direct `strapi.db.query`) is seen by this process at once, and again once its
 * transaction commits, so a read made while it was open keeps no old version (a new order's insert
 * included, with its stock move). Raw SQL writes (an order's status change or delete) call tableChanged
 * after their commit; other processes see every write within VERSION_CHECK_MS through the triggers.
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

import type { Core, UID } from '@strapi/strapi';
import { CHANGES_TABLE, WATCHED_UIDS } from './table-changes';

/** How long a process trusts the versions it read before asking the database again. */
export const VERSION_CHECK_MS = 250;

type Versions = Map<string, string>;

interface Poller {
  read: Promise<Versions> | null;
  readAt: number;
}

const pollers = new WeakMap<Core.Strapi, Poller>();

function pollerOf(strapi: Core.Strapi): Poller {
  let poller = pollers.get(strapi);
  if (!poller) {
    poller = { read: null, readAt: 0 };
    pollers.set(strapi, poller);
  }
  return poller;
}

/** Every watched table's version (the sum of its change counters, which triggers raise), in one read. */
async function readVersions(strapi: Core.Strapi): Promise<Versions> {
  const rows = (await strapi.db
    .connection(CHANGES_TABLE)
    .select('table_name')
    .sum({ changes: 'changes' })
    .groupBy('table_name')) as { table_name: string; changes: unknown }[];
  return new Map(rows.map((row) => [row.table_name, String(row.changes)]));
}

function tableOf(strapi: Core.Strapi, uid: string): string {
  if (!WATCHED_UIDS.includes(uid as UID.ContentType))
    throw new Error(`${uid} has no change counter (WATCHED_UIDS)`);
  return strapi.db.metadata.get(uid as UID.ContentType).tableName;
}

/**
 * The versions of the tables an answer is built from, as one string that changes whenever a row of any
 * of them does, on any server process: read at most every VERSION_CHECK_MS, and at once after a write
 * through this process (tableChanged).
 */
export async function versionOf(strapi: Core.Strapi, uids: readonly string[]): Promise<string> {
  const poller = pollerOf(strapi);
  if (!poller.read || Date.now() - poller.readAt >= VERSION_CHECK_MS) {
    const read = readVersions(strapi);
    read.catch(() => {
      if (poller.read === read) poller.read = null;
    });
    poller.read = read;
    poller.readAt = Date.now();
  }
  const versions = await poller.read;
  return uids.map((uid) => versions.get(tableOf(strapi, uid)) ?? '0').join('|');
}

/** A write through this process: the next answer reads the versions again. */
export function tableChanged(strapi: Core.Strapi): void {
  pollerOf(strapi).read = null;
}

const AFTER_WRITES = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
];

/**
 * The one invalidation hook: every write to a watched table through the query engine (the Document
 * Service, the panel, a direct `strapi.db.query`) is seen by this process at once, and again once its
 * transaction commits, so a read made while it was open keeps no old version (a new order's insert
 * included, with its stock move). Raw SQL writes (an order's status change or delete) call tableChanged
 * after their commit; other processes see every write within
 * VERSION_CHECK_MS through the triggers.
 */
export function watchTableWrites(strapi: Core.Strapi): void {
  const changed = () => {
    tableChanged(strapi);
    if (strapi.db.inTransaction())
      void strapi.db.transaction(async ({ onCommit }) => onCommit(() => tableChanged(strapi)));
  };
  strapi.db.lifecycles.subscribe({
    models: [...WATCHED_UIDS],
    ...Object.fromEntries(AFTER_WRITES.map((action) => [action, changed])),
  });
}

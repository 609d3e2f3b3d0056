import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { ORDER_UID } from '../content-types';

type Write<T> = (trx: Knex.Transaction) => Promise<T>;

interface QueuedWrite {
  write: Write<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface CommitQueue {
  waiting: QueuedWrite[];
  draining: boolean;
}

const queues = new WeakMap<Core.Strapi, CommitQueue>();

/** Savepoints are named once: the writes of a shared transaction run one after the other. */
const ONE_ORDER = 'one_order';

/**
 * Runs an order's writes in a transaction and settles once they are committed. On SQLite, each commit
 * waits for its fsync (WAL with synchronous FULL, so an acknowledged order survives a power cut), and
 * better-sqlite3 waits on the event loop's own thread: about a quarter of a submit's time under load
 * (docs/decisions/0030). So the orders that arrive while a transaction runs are written together in
 * the next one, one fsync for all of them. Each runs in its own savepoint: an order that is refused
 * (no stock left, a key already used) rolls back alone and the others are kept. No answer is given
 * before the commit that stores it. PostgreSQL flushes its log for concurrent commits together by
 * itself, so there each order keeps a transaction of its own.
 */
export function commitTogether<T>(strapi: Core.Strapi, write: Write<T>): Promise<T> {
  if (strapi.db.dialect.client !== 'sqlite') {
    return strapi.db.transaction(({ trx }: { trx: Knex.Transaction }) => write(trx)) as Promise<T>;
  }
  let queue = queues.get(strapi);
  if (!queue) {
    queue = { waiting: [], draining: false };
    queues.set(strapi, queue);
  }
  const commits = queue;
  return new Promise<T>((resolve, reject) => {
    commits.waiting.push({ write, resolve: resolve as (value: unknown) => void, reject });
    if (commits.draining) return;
    commits.draining = true;
    // After this turn's input has been read: the orders that arrived with this one share its commit.
    setImmediate(() => void drain(strapi, commits));
  });
}

async function drain(strapi: Core.Strapi, queue: CommitQueue): Promise<void> {
  try {
    const { table } = columnsOf(strapi, ORDER_UID);
    while (queue.waiting.length > 0) {
      const taken = { batch: [] as QueuedWrite[], inTransaction: false };
      const outcomes = await strapi.db
        .transaction(async ({ trx }: { trx: Knex.Transaction }) => {
          // Taken once the connection is ours: the orders queued while it was busy join this commit.
          taken.batch = queue.waiting.splice(0);
          taken.inTransaction = true;
          return writeEach(trx, table, taken.batch);
        })
        .catch((error: unknown) => {
          // No transaction (the database is away): the orders waiting for it fail now, as they did
          // each on its own before, rather than wait for the next attempt.
          if (!taken.inTransaction) taken.batch = queue.waiting.splice(0);
          return taken.batch.map((): Outcome => ({ error }));
        });
      taken.batch.forEach((queued, index) => {
        const outcome = outcomes[index];
        if ('error' in outcome) queued.reject(outcome.error);
        else queued.resolve(outcome.value);
      });
    }
  } catch (error) {
    for (const queued of queue.waiting.splice(0)) queued.reject(error);
  } finally {
    queue.draining = false;
  }
}

type Outcome = { value: unknown } | { error: unknown };

/**
 * Each write in its own savepoint: one that fails is rolled back alone. First, a write that changes
 * nothing takes SQLite's write lock (BEGIN IMMEDIATE, which knex cannot spell), waiting for another
 * process's commit if need be. Without it the orders' first reads would fix the transaction's
 * snapshot, and their first write would fail (SQLITE_BUSY_SNAPSHOT) once another process using the
 * same file had committed since.
 */
async function writeEach(
  trx: Knex.Transaction,
  ordersTable: string,
  batch: readonly QueuedWrite[],
): Promise<Outcome[]> {
  await trx.raw('UPDATE ?? SET ?? = ?? WHERE 0', [ordersTable, 'id', 'id']);
  const outcomes: Outcome[] = [];
  for (const { write } of batch) {
    await trx.raw(`SAVEPOINT ${ONE_ORDER}`);
    try {
      outcomes.push({ value: await write(trx) });
    } catch (error) {
      await trx.raw(`ROLLBACK TO ${ONE_ORDER}`);
      outcomes.push({ error });
    }
    await trx.raw(`RELEASE ${ONE_ORDER}`);
  }
  return outcomes;
}

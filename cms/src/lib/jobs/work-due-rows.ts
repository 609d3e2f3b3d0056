import type { Core, UID } from '@strapi/strapi';
import { recordFailedTry } from './due-rows';

/** A row as claimed: its id and its tries so far, this one counted. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

export interface DueRowWork<Row extends ClaimedRow> {
  uid: UID.ContentType;
  /** How many rows are claimed at a time. */
  batch: number;
  /** Tries before a row is failed (recordFailedTry). */
  maxAttempts: number;
  /** The wait after a first failed try, as configured. */
  retryDelayMs: (strapi: Core.Strapi) => number;
  claim: (strapi: Core.Strapi, limit: number) => Promise<Row[]>;
  /** One try at a row, ending with its row done (marked or removed); a throw is a failed try. */
  attempt: (strapi: Core.Strapi, row: Row) => Promise<void>;
  /** The row as the log names it. */
  label: (row: Row) => string;
}

/**
 * The work of a job table's polling worker: claims its due rows a batch at a time and tries each,
 * until none is left or the worker stops; a failed try is logged and kept on its row for a retry.
 */
export function workDueRows<Row extends ClaimedRow>(work: DueRowWork<Row>) {
  return async (strapi: Core.Strapi, stopped: () => boolean): Promise<void> => {
    const baseWaitMs = work.retryDelayMs(strapi);
    while (!stopped()) {
      const rows = await work.claim(strapi, work.batch);
      for (const row of rows) {
        try {
          await work.attempt(strapi, row);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          strapi.log.warn(`${work.label(row)}: try ${row.attempts} failed (${reason}).`);
          await recordFailedTry(strapi, work.uid, row, { reason, baseWaitMs, maxAttempts: work.maxAttempts });
        }
      }
      if (rows.length < work.batch) return;
    }
  };
}

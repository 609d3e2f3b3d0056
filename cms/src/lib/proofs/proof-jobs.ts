import type { CustomField } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { claimDueRows, storeDueRows } from '../jobs/due-rows';
import { PROOF_JOB_UID } from '../content-types';
import { hasLayout } from './draw-proof';

/** How long a claimed job is its instance's: a proof takes about a second, so a crash is retried soon. */
export const PROOF_LEASE_MS = 2 * 60_000;
/** Tries before a job is given up (recordFailedTry; its proof is then uploaded by staff, as before). */
export const PROOF_MAX_ATTEMPTS = 6;

/** An order line whose proof is to be drawn, as claimed: its row's id and its tries so far. */
export interface ProofJob {
  id: number;
  orderDocumentId: string;
  orderNumber: string;
  line: number;
  attempts: number;
}

/** The lines (0-based) of a new order whose template places its fields on its picture: each gets a drawn proof. */
export function linesToDraw(
  lines: readonly { id: string; kind: string }[],
  entries: ReadonlyMap<string, { fields?: CustomField[] }>,
): number[] {
  return lines.flatMap((line, index) =>
    line.kind === 'template' && hasLayout(entries.get(line.id)?.fields) ? [index] : [],
  );
}

/**
 * Stores a job for each of these lines (0-based) of an order. Called inside the order's transaction
 * (the query engine joins it), so a job exists exactly when its order was committed.
 */
export async function storeProofJobs(
  strapi: Core.Strapi,
  order: { documentId: string; orderNumber: string },
  lines: readonly number[],
  now = new Date(),
): Promise<void> {
  const rows = lines.map((line) => ({
    orderDocumentId: order.documentId,
    orderNumber: order.orderNumber,
    line,
  }));
  await storeDueRows(strapi, PROOF_JOB_UID, rows, now);
}

/** Takes up to `limit` due jobs for this instance (one instance each on PostgreSQL). */
export async function claimProofJobs(
  strapi: Core.Strapi,
  limit: number,
  now = new Date(),
): Promise<ProofJob[]> {
  const rows = await claimDueRows(strapi, PROOF_JOB_UID, {
    limit,
    leaseMs: PROOF_LEASE_MS,
    read: ['orderDocumentId', 'orderNumber', 'line'],
    now,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    orderDocumentId: String(row.orderDocumentId),
    orderNumber: String(row.orderNumber ?? ''),
    line: Number(row.line),
    attempts: Number(row.attempts),
  }));
}

/** A job done (or with nothing left to do): its row goes. */
export async function finishProofJob(strapi: Core.Strapi, job: ProofJob): Promise<void> {
  const { table, column } = columnsOf(strapi, PROOF_JOB_UID);
  await strapi.db.connection(table).where(column('id'), job.id).delete();
}

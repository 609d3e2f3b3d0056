import type { Core } from '@strapi/strapi';
import { pollingWorker } from '../jobs/polling-worker';
import { shopConfig } from '../shop-config';
import { drawLineProof } from './line-proof';
import { claimProofJobs, failProofJob, finishProofJob } from './proof-jobs';

const BATCH = 5;

function pollMs(strapi: Core.Strapi): number {
  const configured = shopConfig(strapi).proofs.pollMs;
  return Number.isFinite(configured) && configured >= 50 ? configured : 5000;
}

/** Draws every due proof, a batch at a time; a failed try is logged and kept on its job for a retry. */
async function drawDueProofs(strapi: Core.Strapi, stopped: () => boolean): Promise<void> {
  const { retryDelayMs } = shopConfig(strapi).proofs;
  while (!stopped()) {
    const jobs = await claimProofJobs(strapi, BATCH);
    for (const job of jobs) {
      try {
        await drawLineProof(strapi, job);
        await finishProofJob(strapi, job);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        strapi.log.warn(
          `Proof of line ${job.line + 1} of order #${job.orderNumber}: try ${job.attempts} failed (${reason}).`,
        );
        await failProofJob(strapi, job, reason, retryDelayMs);
      }
    }
    if (jobs.length < BATCH) return;
  }
}

const drawing = pollingWorker('Proof drawing', { pollMs, work: drawDueProofs });

/** Starts drawing proofs: now (jobs left by a stop or a crash), then every poll and on each wake. */
export const startProofDrawing = drawing.start;
/** Called after a commit that stored proof jobs, so they are drawn without waiting for the next poll. */
export const wakeProofDrawing = drawing.wake;
/** Stops polling and waits for the proof being drawn. */
export const stopProofDrawing = drawing.stop;

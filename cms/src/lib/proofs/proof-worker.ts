import { PROOF_JOB_UID } from '../content-types';
import { pollingWorker } from '../jobs/polling-worker';
import { workDueRows } from '../jobs/work-due-rows';
import { shopConfig } from '../shop-config';
import { drawLineProof } from './line-proof';
import { claimProofJobs, finishProofJob, PROOF_MAX_ATTEMPTS } from './proof-jobs';

/** Draws every due proof, five at a time; a failed try is logged and kept on its job for a retry. */
const drawDueProofs = workDueRows({
  uid: PROOF_JOB_UID,
  batch: 5,
  maxAttempts: PROOF_MAX_ATTEMPTS,
  retryDelayMs: (strapi) => shopConfig(strapi).proofs.retryDelayMs,
  claim: claimProofJobs,
  async attempt(strapi, job) {
    await drawLineProof(strapi, job);
    await finishProofJob(strapi, job);
  },
  label: (job) => `Proof of line ${job.line + 1} of order #${job.orderNumber}`,
});

const drawing = pollingWorker('Proof drawing', {
  pollMs: (strapi) => shopConfig(strapi).proofs.pollMs,
  work: drawDueProofs,
});

/** Starts drawing proofs: now (jobs left by a stop or a crash), then every poll and on each wake. */
export const startProofDrawing = drawing.start;
/** Called after a commit that stored proof jobs, so they are drawn without waiting for the next poll. */
export const wakeProofDrawing = drawing.wake;
/** Stops polling and waits for the proof being drawn. */
export const stopProofDrawing = drawing.stop;

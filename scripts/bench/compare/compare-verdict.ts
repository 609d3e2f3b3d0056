// The after ÷ before figures of one row and the verdict on them. The owner's rule (issue #33, item 6):
// every API ratio (ours ÷ stock Strapi, share of the ceiling) stays within 15 % of the figure before.
// Each change is the median over the rounds of after ÷ before of the runs measured back to back (the
// benchmark's "medians of the runs side by side"), not a ratio of two medians.
import { median, type ScenarioResult } from '../api-suite.js';
import type { Throughput } from '../measure.js';

export const ALLOWED_CHANGE = 0.15;

export interface Change {
  name: string;
  connections: number;
  /** after ÷ before of each figure; null where a side has no reference. */
  requestsPerSecond: number;
  ratio: number | null;
  ofCeiling: number;
  p99: number;
  /** Judged on the ratios; req/s and p99 are shown, not judged (the ratios carry the host's drift out). */
  ok: boolean;
  text: string;
}

const pairedChange = (after: readonly number[], before: readonly number[]) =>
  median(after.map((value, round) => value / before[round]));

const rates = (runs: readonly Throughput[]) => runs.map((run) => run.requestsPerSecond);
const shareOf = (ours: readonly Throughput[], reference: readonly Throughput[]) =>
  ours.map((run, round) => run.requestsPerSecond / reference[round].requestsPerSecond);

/** How a change reads: within the allowed band, or by how much better or worse. */
export function describeChange(change: number): { ok: boolean; text: string } {
  if (!Number.isFinite(change) || Number.isNaN(change)) return { ok: false, text: 'no answer on a side' };
  const percent = Math.round(Math.abs(change - 1) * 100);
  // A hair of slack, so that 0.85 (1 − 0.85 = 0.15000000000000002 in floating point) counts as within.
  if (Math.abs(change - 1) <= ALLOWED_CHANGE + 1e-9) return { ok: true, text: 'within 15 %' };
  return change > 1 ? { ok: true, text: `${percent} % better` } : { ok: false, text: `${percent} % worse` };
}

export function changeOf(before: ScenarioResult, after: ScenarioResult): Change {
  const ofCeiling = pairedChange(
    shareOf(after.ours.runs, after.ceiling.runs),
    shareOf(before.ours.runs, before.ceiling.runs),
  );
  const ratio =
    before.stock && after.stock
      ? pairedChange(shareOf(after.ours.runs, after.stock.runs), shareOf(before.ours.runs, before.stock.runs))
      : null;
  const judged = [
    ...(ratio === null ? [] : [{ figure: 'ours ÷ stock', change: ratio }]),
    { figure: 'share of the ceiling', change: ofCeiling },
  ].map(({ figure, change }) => ({ figure, ...describeChange(change) }));
  const ok = judged.every((verdict) => verdict.ok);
  return {
    name: before.name,
    connections: before.connections,
    requestsPerSecond: pairedChange(rates(after.ours.runs), rates(before.ours.runs)),
    ratio,
    ofCeiling,
    p99: pairedChange(
      after.ours.runs.map((run) => run.p99),
      before.ours.runs.map((run) => run.p99),
    ),
    ok,
    text: judged.map((verdict) => `${verdict.figure}: ${verdict.text}`).join('; '),
  };
}

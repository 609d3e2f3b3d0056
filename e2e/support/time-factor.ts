import os from 'node:os';

/**
 * How much slower than usual this machine runs now: E2E_TIME_FACTOR when set, else the load per core
 * when the run starts (at least 1). Every timeout of the browser suite is scaled by it, so a journey
 * may be slow on a busy machine without failing there.
 */
export const TIME_FACTOR = (() => {
  const configured = Number(process.env.E2E_TIME_FACTOR);
  if (Number.isFinite(configured) && configured > 0) return configured;
  const [load] = os.loadavg();
  return Math.max(1, Math.min(5, (load ?? 0) / Math.max(1, os.cpus().length)));
})();

/** A timeout for this machine: `ms` as on an idle one, times the time factor. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}

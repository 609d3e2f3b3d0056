// The figures the bench reports of timed work: percentiles, a keystroke's times, milliseconds as written.

/** The p-th percentile (0..100) of the values, nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** A keystroke timed from its keydown: to its answer laid out in the page, and to the frame painted. */
export interface KeystrokeTime {
  inPageMs: number;
  paintedMs: number;
}

/** The keystrokes' times in the page: p95, median and slowest. */
export function inPageFigures(times: readonly KeystrokeTime[]) {
  const inPage = times.map((time) => time.inPageMs);
  return { p95Ms: percentile(inPage, 95), medianMs: percentile(inPage, 50), maxMs: Math.max(...inPage) };
}

export function paintedP95Ms(times: readonly KeystrokeTime[]): number {
  return percentile(
    times.map((time) => time.paintedMs),
    95,
  );
}

/** The same keys on a page doing no work: the measure's floor on this host. */
export function floorFigures(floor: readonly KeystrokeTime[]) {
  return {
    inPageP95Ms: percentile(
      floor.map((time) => time.inPageMs),
      95,
    ),
    paintedP95Ms: paintedP95Ms(floor),
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

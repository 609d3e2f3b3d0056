// A freshly started shop answers its first few thousand requests of a call slower than the rest: V8
// compiles the path's hot functions in stages while it runs. A submit touches much of Strapi, Koa and
// knex, and was still getting faster after 10 s of load (2.5 → 1.2 ms of CPU per order), so one
// fixed second of warm-up measured part of the start. A call is warmed until its rate settles, for 5 s
// at least: on a noisy host, three early runs can agree while the rate is still rising.

export interface WarmUpOptions {
  /** Length of one warm-up run. */
  seconds: number;
  /** Runs at least: on a noisy host three early runs can agree before the rate has risen. */
  minRuns: number;
  /** Runs at most, for a call whose rate never settles on a noisy host. */
  maxRuns: number;
  /** Settled: the last three runs' rates are within this fraction of the highest of them. */
  within: number;
}

export const WARM_UP: WarmUpOptions = { seconds: 1, minRuns: 5, maxRuns: 20, within: 0.1 };

/** Whether the rates of successive warm-up runs have stopped rising. */
export function hasSettled(rates: readonly number[], within = WARM_UP.within): boolean {
  if (rates.length < 3) return false;
  const last = rates.slice(-3);
  return Math.min(...last) >= Math.max(...last) * (1 - within);
}

/**
 * Runs `run` (one load run, answering its rate) at least `minRuns` times, then until the rates settle
 * or `maxRuns` ran; answers the rates.
 */
export async function warmUp(run: () => Promise<number>, options = WARM_UP): Promise<number[]> {
  const rates: number[] = [];
  const warm = () => rates.length >= options.minRuns && hasSettled(rates, options.within);
  while (rates.length < options.maxRuns && !warm()) rates.push(await run());
  return rates;
}

// Benchmark rows built from their runs' rates, for the comparison's unit tests.
import type { ScenarioResult } from '../api-suite.js';
import type { Throughput } from '../measure.js';

const run = (requestsPerSecond: number, p99 = 4): Throughput => ({
  requestsPerSecond,
  p50: 1,
  p95: 2,
  p99,
  bytesPerRequest: 100,
  failures: 0,
});

/** A row from its runs' rates, round by round; the medians are not what the verdict reads. */
export function row(
  ours: number[],
  ceiling: number[],
  stock: number[] | null,
  { name = 'single-product', p99 = 4, connections = 10 } = {},
): ScenarioResult {
  const column = (rates: number[]) => ({ ...run(rates[0], p99), runs: rates.map((rate) => run(rate, p99)) });
  return {
    name,
    connections,
    stockConnections: connections,
    ours: column(ours),
    stock: stock ? column(stock) : null,
    ceiling: column(ceiling),
    ratio: stock ? ours[0] / stock[0] : null,
    ofCeiling: ours[0] / ceiling[0],
    target: null,
  };
}

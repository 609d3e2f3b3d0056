import { describe, expect, it } from 'vitest';
import type { ApiScenario } from './api-scenarios.js';
import { resultOf } from './api-suite.js';
import type { Throughput } from './measure.js';

const run = (requestsPerSecond: number, p95: number): Throughput => ({
  requestsPerSecond,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  bytesPerRequest: 100,
  failures: 0,
});

const dashboard: ApiScenario = {
  name: 'dashboard-summary',
  ours: { paths: ['/api/admin/dashboard-summary'] },
  target: ({ ours }) => ({ text: 'p95 ≤ 50 ms', ok: ours.p95 <= 50 }),
};

describe('an API row', () => {
  it('has no reference ratio where nothing was measured beside it', () => {
    const row = resultOf(dashboard, 10, { ours: [run(200, 40)], stock: [], ceiling: [run(20_000, 1)] });
    expect(row.stock).toBeNull();
    expect(row.ratio).toBeNull();
    expect(row.ofCeiling).toBe(0.01);
    expect(row.target).toEqual({ text: 'p95 ≤ 50 ms', ok: true });
  });

  it('misses its target when the run got no answer at all, whatever its latencies read', () => {
    const row = resultOf(dashboard, 10, { ours: [run(0, 0)], stock: [], ceiling: [run(20_000, 1)] });
    expect(row.target).toEqual({ text: 'p95 ≤ 50 ms: no answer within the run', ok: false });
  });
});

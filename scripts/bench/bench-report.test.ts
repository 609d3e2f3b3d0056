import { describe, expect, it } from 'vitest';
import type { ApiResults, ScenarioResult } from './api-suite.js';
import { benchSummary, benchTable } from './bench-report.js';
import type { Throughput } from './measure.js';
import type { StorefrontResults } from './storefront-suite.js';

const figures = (requestsPerSecond: number, p99 = 5): Throughput & { runs: Throughput[] } => {
  const run = { requestsPerSecond, p50: 1, p95: p99 / 2, p99, bytesPerRequest: 100, failures: 0 };
  return { ...run, runs: [run] };
};

function scenario(name: string, ok: boolean | null, ratio = 2): ScenarioResult {
  return {
    name,
    connections: 10,
    stockConnections: 10,
    ours: figures(2000),
    stock: figures(1000),
    ceiling: figures(8000),
    ratio,
    ofCeiling: 0.25,
    target: ok === null ? null : { text: 'some target', ok },
  };
}

const api: ApiResults = {
  seconds: 3,
  rounds: 3,
  scenarios: [scenario('fast call', true, 150), scenario('slow call', false), scenario('no target', null)],
  checks: [{ name: 'body size', value: '353 KB', text: '≤ 700 KB gzip', ok: true }],
};

const storefront = (entryJsGzipKb: number, performance: number, seo = 100): StorefrontResults => ({
  bundle: {
    entryJsGzipKb,
    entryCssGzipKb: 4.5,
    entryFiles: [],
    staffAreaInEntry: false,
    staffChunks: ['assets/admin.js'],
  },
  lighthouse: [
    {
      url: 'http://127.0.0.1:1/products',
      performance,
      accessibility: 100,
      seo,
      lcpMs: 2000,
      tbtMs: 90,
      cls: 0,
    },
  ],
  search: { keystrokes: 50, p95Ms: 30, medianMs: 20, latenciesMs: [] },
});

describe('the bench report', () => {
  it('sets every API figure beside its references and marks the missed target', () => {
    const table = benchTable({ api, storefront: null });
    expect(table).toContain('| fast call | 10 | 2,000 req/s | 1,000 | 150× | 8,000 | 25 % |');
    expect(table.split('\n').find((row) => row.startsWith('| slow call'))).toMatch(/✖ \|$/);
    expect(benchSummary({ api, storefront: null })).toBe('Targets: 2 of 3 met; missed: slow call × 10.');
  });

  it('measures the storefront entry against the original client and counts its targets', () => {
    const heavy = { api: null, storefront: storefront(180, 95) };
    expect(benchTable(heavy)).toContain(
      '| storefront entry JavaScript, gzip | — | 180.0 KB | original client 210 KB | 0.86× |',
    );
    expect(benchSummary(heavy)).toBe('Targets: 3 of 4 met; missed: storefront entry JavaScript, gzip.');
    expect(benchSummary({ api: null, storefront: storefront(97, 89) })).toBe(
      'Targets: 3 of 4 met; missed: Lighthouse mobile /products.',
    );
    // A page search engines cannot fully read misses the Lighthouse target too.
    expect(benchSummary({ api: null, storefront: storefront(97, 95, 92) })).toBe(
      'Targets: 3 of 4 met; missed: Lighthouse mobile /products.',
    );
  });
});

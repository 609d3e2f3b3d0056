// Measures every API scenario at each connection count beside its two references, Strapi's stock REST
// and the ceiling server, in rounds: the three runs of a row follow each other in time, so the
// machine's noise weighs on all three, and each figure is the median over the rounds.
import {
  type ApiFixture,
  type ApiScenario,
  apiScenarios,
  type ScenarioFigures,
  type Verdict,
} from './api-scenarios.js';
import type { BenchShop } from './boot-shop.js';
import {
  answeredScenarios,
  connectionCountsOf,
  lastRates,
  measureRowOnce,
  type RowRuns,
  type ShopUnderLoad,
  warmScenarios,
} from './api-steps.js';
import { startCeiling } from './ceiling.js';
import { type Throughput, untilIdle } from './measure.js';
import { rawRequest } from '../lib/raw-request.mjs';

export interface ApiBenchOptions {
  seconds: number;
  rounds: number;
  connections: readonly number[];
  /** Products in the catalogue measured (10,000, or 100,000 for the second pass). */
  catalogue: number;
  /** Only these scenarios (a name prefix from BENCH_ONLY, or the large catalogue's calls). */
  include(scenario: ApiScenario): boolean;
  /** Measure the references too (the large catalogue's pass measures ours and the ceiling only). */
  withReferences: boolean;
  log(line: string): void;
}

export interface MedianThroughput extends Throughput {
  runs: Throughput[];
}

export interface ScenarioResult {
  name: string;
  connections: number;
  stockConnections: number;
  ours: MedianThroughput;
  /** The reference (stock REST, or the peer named by referenceName); null where none was measured. */
  stock: MedianThroughput | null;
  referenceName?: string;
  ceiling: MedianThroughput;
  /** Median over the rounds of ours ÷ reference (null without one), and of ours ÷ ceiling, from runs side by side. */
  ratio: number | null;
  ofCeiling: number;
  /** A list call whose cost per request must not grow with the catalogue. */
  list?: boolean;
  target: Verdict | null;
}

/** A figure measured once (a size, a status, a score) with its reference where it has one. */
export interface Check {
  name: string;
  value: string;
  reference?: string;
  /** ours ÷ reference */
  ratio?: number;
  text: string;
  /** null where the issue sets no target. */
  ok: boolean | null;
}

export interface ApiResults {
  /** Products in the catalogue (absent in results written before the 100,000 pass: 10,000). */
  catalogue?: number;
  seconds: number;
  rounds: number;
  scenarios: ScenarioResult[];
  checks: Check[];
  /** Scenarios this build does not answer (404), e.g. a call another branch adds. */
  skipped?: string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianOf(runs: Throughput[]): MedianThroughput {
  const of = (key: keyof Throughput) => median(runs.map((run) => run[key]));
  return {
    requestsPerSecond: of('requestsPerSecond'),
    p50: of('p50'),
    p95: of('p95'),
    p99: of('p99'),
    bytesPerRequest: of('bytesPerRequest'),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    runs,
  };
}

/** The all-products body's compressed sizes, and a 304 when the client revalidates with its ETag. */
async function allProductsChecks(origin: string, catalogue: number): Promise<Check[]> {
  const url = `${origin}/api/products/all-products`;
  const gzip = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const brotli = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  const etag = String(gzip.headers.etag ?? '');
  const again = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
  const gzipKb = gzip.body.length / 1024;
  return [
    {
      name: `all-products body (${catalogue.toLocaleString('en-US')}), gzip`,
      value: `${gzipKb.toFixed(0)} KB (brotli ${(brotli.body.length / 1024).toFixed(0)} KB)`,
      // The issue's budget is for 10,000 products; beyond, the call answers the newest FETCH_LIMIT (10,000).
      text: catalogue <= 10_000 ? '≤ 700 KB gzip' : 'the newest 10,000 (the spec’s fetch limit)',
      ok: catalogue <= 10_000 ? gzip.headers['content-encoding'] === 'gzip' && gzipKb <= 700 : null,
    },
    {
      name: `all-products revalidation (If-None-Match, ${catalogue.toLocaleString('en-US')})`,
      value: `${again.status}${again.body.length ? `, ${again.body.length} B` : ''}`,
      text: '304, no body',
      ok: etag !== '' && again.status === 304 && again.body.length === 0,
    },
  ];
}

/** The scenario's target; a run that got no answer at all meets none (its latencies read as 0). */
function verdictOf(scenario: ApiScenario, figures: ScenarioFigures): Verdict | null {
  const verdict = scenario.target(figures);
  if (!verdict || figures.ours.requestsPerSecond > 0) return verdict;
  return { text: `${verdict.text}: no answer within the run`, ok: false };
}

export function resultOf(scenario: ApiScenario, connections: number, runs: RowRuns): ScenarioResult {
  const ours = medianOf(runs.ours);
  const paired = (reference: Throughput[]) =>
    median(runs.ours.map((run, i) => run.requestsPerSecond / reference[i].requestsPerSecond));
  const hasReference = runs.stock.length > 0;
  const ratio = hasReference ? paired(runs.stock) : null;
  const ofCeiling = paired(runs.ceiling);
  return {
    name: scenario.name,
    connections,
    stockConnections: scenario.stockConnections ?? connections,
    ours,
    stock: hasReference ? medianOf(runs.stock) : null,
    ...(scenario.referenceName ? { referenceName: scenario.referenceName } : {}),
    ceiling: medianOf(runs.ceiling),
    ratio,
    ofCeiling,
    ...(scenario.list ? { list: true } : {}),
    target: verdictOf(scenario, { connections, ours, ratio: ratio ?? Number.NaN, ofCeiling }),
  };
}

export async function measureApi(
  shop: BenchShop,
  fixture: ApiFixture,
  options: ApiBenchOptions,
): Promise<ApiResults> {
  const underLoad: ShopUnderLoad = { url: shop.url, untilIdle: () => untilIdle() };
  const { scenarios, canned, skipped } = await answeredScenarios(
    shop.url,
    apiScenarios(fixture).filter(options.include),
    options.log,
  );
  const ceiling = await startCeiling(
    Object.fromEntries(canned.map((answer, index) => [`/${index}`, answer])),
  );
  try {
    options.log('Warming up…');
    await warmScenarios(underLoad, scenarios, options.withReferences, options.log);
    const runs = new Map<string, RowRuns>();
    for (let round = 1; round <= options.rounds; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        for (const connections of connectionCountsOf(scenario, options.connections)) {
          const row = runs.get(`${index}|${connections}`) ?? { ours: [], stock: [], ceiling: [] };
          runs.set(`${index}|${connections}`, row);
          await measureRowOnce(underLoad, row, scenario, connections, {
            seconds: options.seconds,
            withReferences: options.withReferences,
            ceiling: { origin: ceiling.origin, path: `/${index}` },
          });
          options.log(
            `${options.catalogue.toLocaleString('en-US')} products, round ${round}/${options.rounds} ${scenario.name} × ${connections}: ${lastRates(row)}`,
          );
        }
      }
    }
    const measuredAllProducts = scenarios.some((scenario) => scenario.name === 'all-products');
    return {
      catalogue: options.catalogue,
      seconds: options.seconds,
      rounds: options.rounds,
      scenarios: scenarios.flatMap((scenario, index) =>
        connectionCountsOf(scenario, options.connections).map((connections) =>
          resultOf(scenario, connections, runs.get(`${index}|${connections}`)!),
        ),
      ),
      checks: measuredAllProducts ? await allProductsChecks(shop.url, options.catalogue) : [],
      skipped,
    };
  } finally {
    ceiling.stop();
  }
}

// Measures every API scenario at each connection count beside its two references, Strapi's stock REST
// and the ceiling server, in rounds: the three runs of a row follow each other in time, so the
// machine's noise weighs on all three, and each figure is the median over the rounds.
import { type ApiFixture, type ApiScenario, apiScenarios, type Verdict } from './api-scenarios.js';
import type { BenchShop } from './boot-shop.js';
import { type CannedAnswer, startCeiling } from './ceiling.js';
import { load, type Throughput, untilIdle } from './measure.js';
import { rawRequest } from './raw-request.js';
import { type LoadTarget, UNIQUE } from './wrk-script.js';

export interface ApiBenchOptions {
  seconds: number;
  rounds: number;
  connections: readonly number[];
  /** Only the scenarios whose name starts with this (for profiling one call). */
  only?: string;
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
  stock: MedianThroughput;
  ceiling: MedianThroughput;
  /** Median over the rounds of ours ÷ stock REST, and of ours ÷ ceiling, each from runs side by side. */
  ratio: number;
  ofCeiling: number;
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
  seconds: number;
  rounds: number;
  scenarios: ScenarioResult[];
  checks: Check[];
}

function median(values: readonly number[]): number {
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

/** Our answer to the scenario's first request, kept for the ceiling server to send as is. */
async function cannedAnswer(origin: string, scenario: ApiScenario): Promise<CannedAnswer> {
  const fresh = (text: string) => text.replaceAll(UNIQUE, `canned-${Date.now()}`);
  const answer = await rawRequest(`${origin}${scenario.ours.paths[0]}`, {
    method: scenario.ours.method,
    headers: Object.fromEntries(Object.entries(scenario.ours.headers ?? {}).map(([k, v]) => [k, fresh(v)])),
    body: scenario.ours.body && fresh(scenario.ours.body),
  });
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control']) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { status: answer.status, headers, body: answer.body };
}

/** The all-products body's compressed sizes, and a 304 when the client revalidates with its ETag. */
async function allProductsChecks(origin: string): Promise<Check[]> {
  const url = `${origin}/api/products/all-products`;
  const gzip = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const brotli = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  const etag = String(gzip.headers.etag ?? '');
  const again = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
  const gzipKb = gzip.body.length / 1024;
  return [
    {
      name: 'all-products body (10,000), gzip',
      value: `${gzipKb.toFixed(0)} KB (brotli ${(brotli.body.length / 1024).toFixed(0)} KB)`,
      text: '≤ 700 KB gzip',
      ok: gzip.headers['content-encoding'] === 'gzip' && gzipKb <= 700,
    },
    {
      name: 'all-products revalidation (If-None-Match)',
      value: `${again.status}${again.body.length ? `, ${again.body.length} B` : ''}`,
      text: '304, no body',
      ok: etag !== '' && again.status === 304 && again.body.length === 0,
    },
  ];
}

interface RowRuns {
  ours: Throughput[];
  stock: Throughput[];
  ceiling: Throughput[];
}

function resultOf(scenario: ApiScenario, connections: number, runs: RowRuns): ScenarioResult {
  const ours = medianOf(runs.ours);
  const paired = (reference: Throughput[]) =>
    median(runs.ours.map((run, i) => run.requestsPerSecond / reference[i].requestsPerSecond));
  const ratio = paired(runs.stock);
  const ofCeiling = paired(runs.ceiling);
  return {
    name: scenario.name,
    connections,
    stockConnections: scenario.stockConnections ?? connections,
    ours,
    stock: medianOf(runs.stock),
    ceiling: medianOf(runs.ceiling),
    ratio,
    ofCeiling,
    target: scenario.target({ connections, ours, ratio, ofCeiling }),
  };
}

export async function measureApi(
  shop: BenchShop,
  fixture: ApiFixture,
  options: ApiBenchOptions,
): Promise<ApiResults> {
  const scenarios = apiScenarios(fixture).filter((scenario) => scenario.name.startsWith(options.only ?? ''));
  const canned: Record<string, CannedAnswer> = {};
  for (const [index, scenario] of scenarios.entries())
    canned[`/${index}`] = await cannedAnswer(shop.url, scenario);
  const ceiling = await startCeiling(canned);
  const measure = async (target: LoadTarget, connections: number, seconds = options.seconds) => {
    const figures = await load(target, connections, seconds);
    await untilIdle();
    return figures;
  };
  try {
    options.log('Warming up…');
    for (const scenario of scenarios) {
      await measure({ origin: shop.url, ...scenario.ours }, 10, 1);
      await measure({ origin: shop.url, ...scenario.stock }, scenario.stockConnections ?? 10, 1);
    }
    const runs = new Map<string, RowRuns>();
    for (let round = 1; round <= options.rounds; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        for (const connections of options.connections) {
          const row = runs.get(`${index}|${connections}`) ?? { ours: [], stock: [], ceiling: [] };
          runs.set(`${index}|${connections}`, row);
          row.ours.push(await measure({ origin: shop.url, ...scenario.ours }, connections));
          row.stock.push(
            await measure({ origin: shop.url, ...scenario.stock }, scenario.stockConnections ?? connections),
          );
          row.ceiling.push(
            await measure({ ...scenario.ours, origin: ceiling.origin, paths: [`/${index}`] }, connections),
          );
          const rate = (list: Throughput[]) => list.at(-1)?.requestsPerSecond.toFixed(0);
          options.log(
            `round ${round}/${options.rounds} ${scenario.name} × ${connections}: ours ${rate(row.ours)}/s, stock ${rate(row.stock)}/s, ceiling ${rate(row.ceiling)}/s`,
          );
        }
      }
    }
    return {
      seconds: options.seconds,
      rounds: options.rounds,
      scenarios: scenarios.flatMap((scenario, index) =>
        options.connections.map((connections) =>
          resultOf(scenario, connections, runs.get(`${index}|${connections}`)!),
        ),
      ),
      checks: await allProductsChecks(shop.url),
    };
  } finally {
    ceiling.stop();
  }
}

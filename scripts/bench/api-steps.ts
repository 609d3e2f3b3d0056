// The steps of measuring API calls under load, shared by the benchmark (api-suite.ts) and the
// before/after comparison (compare/): each call's first answer (kept for the ceiling), the warm-up,
// and one round of a row (ours, the reference, the ceiling, one after the other).
import { performance } from 'node:perf_hooks';
import { rawRequest } from '../lib/raw-request.mjs';
import type { ApiScenario } from './api-scenarios.js';
import type { CannedAnswer } from './ceiling.js';
import { load, type Throughput } from './measure.js';
import { WARM_UP, warmUp } from './warm-up.js';
import { type LoadTarget, UNIQUE } from './wrk-script.js';

export interface RowRuns {
  ours: Throughput[];
  stock: Throughput[];
  ceiling: Throughput[];
}

const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'transfer-encoding',
  'content-length',
]);

/** Our answer to the scenario's first request, kept for the ceiling server to send as is. */
async function cannedAnswer(origin: string, scenario: ApiScenario): Promise<CannedAnswer> {
  const fresh = (text: string) => text.replaceAll(UNIQUE, `canned-${Date.now()}`);
  const answer = await rawRequest(`${origin}${scenario.ours.paths[0]}`, {
    method: scenario.ours.method,
    headers: Object.fromEntries(Object.entries(scenario.ours.headers ?? {}).map(([k, v]) => [k, fresh(v)])),
    body: scenario.ours.body && fresh(scenario.ours.body),
  });
  // Every header our answer carries (security headers included), so the ceiling sends the same bytes;
  // only what belongs to the connection, the clock or the framing is the ceiling server's own.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string' && !CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  return { status: answer.status, headers, body: answer.body };
}

/** A shop under load: where it answers, and how to wait until it has finished a run's queued work. */
export interface ShopUnderLoad {
  url: string;
  untilIdle(): Promise<void>;
}

/** The scenarios a build answers, each with its first answer kept for the ceiling to send. */
export interface AnsweredScenarios {
  scenarios: ApiScenario[];
  canned: CannedAnswer[];
  /** Scenarios this build does not answer (404). */
  skipped: string[];
}

export async function answeredScenarios(
  url: string,
  scenarios: readonly ApiScenario[],
  log: (line: string) => void,
): Promise<AnsweredScenarios> {
  const answered: AnsweredScenarios = { scenarios: [], canned: [], skipped: [] };
  for (const scenario of scenarios) {
    const asked = performance.now();
    const answer = await cannedAnswer(url, scenario);
    log(`${scenario.name}: first answer ${answer.status} in ${(performance.now() - asked).toFixed(0)} ms`);
    if (answer.status === 404) {
      log(`${scenario.name}: this build answers 404 (${scenario.ours.paths[0]}), skipped.`);
      answered.skipped.push(scenario.name);
      continue;
    }
    if (answer.status >= 400) throw new Error(`${scenario.name}: the shop answered ${answer.status}`);
    answered.canned.push(answer);
    answered.scenarios.push(scenario);
  }
  return answered;
}

/** One load run, then a wait until the shop has finished what the run left queued. */
export async function measureOnce(
  shop: ShopUnderLoad,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const figures = await load(target, connections, seconds);
  await shop.untilIdle();
  return figures;
}

/** Warms each scenario (and its reference) until its rate settles (warm-up.ts). */
export async function warmScenarios(
  shop: ShopUnderLoad,
  scenarios: readonly ApiScenario[],
  withReferences: boolean,
  log: (line: string) => void,
): Promise<void> {
  const warm = async (name: string, target: LoadTarget, connections: number) => {
    const rates = await warmUp(
      async () => (await measureOnce(shop, target, connections, WARM_UP.seconds)).requestsPerSecond,
    );
    log(`warmed ${name} in ${rates.length} s: ${rates.map((rate) => rate.toFixed(0)).join(' → ')}/s`);
  };
  for (const scenario of scenarios) {
    await warm(scenario.name, { origin: shop.url, ...scenario.ours }, 10);
    if (withReferences && scenario.stock) {
      await warm(
        `${scenario.name} (stock)`,
        { origin: shop.url, ...scenario.stock },
        scenario.stockConnections ?? 10,
      );
    }
  }
}

/** The connection counts a scenario is measured at among the run's. */
export function connectionCountsOf(scenario: ApiScenario, counts: readonly number[]): number[] {
  return counts.filter((count) => scenario.connections?.includes(count) ?? true);
}

/**
 * One round of one row: ours, the reference, then the ceiling sending our answer from `ceilingPath`,
 * one after the other so the machine's noise weighs on all three.
 */
export async function measureRowOnce(
  shop: ShopUnderLoad,
  row: RowRuns,
  scenario: ApiScenario,
  connections: number,
  options: { seconds: number; withReferences: boolean; ceiling: { origin: string; path: string } },
): Promise<void> {
  row.ours.push(
    await measureOnce(shop, { origin: shop.url, ...scenario.ours }, connections, options.seconds),
  );
  if (options.withReferences && scenario.stock) {
    const stockConnections = scenario.stockConnections ?? connections;
    row.stock.push(
      await measureOnce(shop, { origin: shop.url, ...scenario.stock }, stockConnections, options.seconds),
    );
  }
  const ceilingTarget = { ...scenario.ours, origin: options.ceiling.origin, paths: [options.ceiling.path] };
  row.ceiling.push(await measureOnce(shop, ceilingTarget, connections, options.seconds));
}

/** The last run of each column of a row, for the log. */
export function lastRates(row: RowRuns): string {
  const rate = (list: Throughput[]) => list.at(-1)?.requestsPerSecond.toFixed(0) ?? '—';
  return `ours ${rate(row.ours)}/s, reference ${rate(row.stock)}/s, ceiling ${rate(row.ceiling)}/s`;
}

// `npm run bench:compare -- <before-rev> <after-rev>`: the benchmark's API calls on two revisions of the
// shop, interleaved on this host in one run. Each revision is checked out into a temporary worktree and
// built by its own scripts; the catalogue is seeded once and each shop boots on its own copy of it; both
// shops run at once in their own processes and every call is measured on both, back to back, round after
// round (interleaving.ts). Writes bench/results/compare-<before>-<after>.{md,json} and prints the report.
// BENCH_ONLY (the starts of calls' names, separated by commas, or `large`), BENCH_ROUNDS and
// BENCH_SECONDS as for `npm run bench`. The worktrees are removed at the end, on failure and on Ctrl-C.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ApiScenario,
  apiFixtureFor,
  apiScenarios,
  filterSeedsOrders,
  scenarioFilter,
} from '../api-scenarios.js';
import {
  answeredScenarios,
  connectionCountsOf,
  lastRates,
  measureRowOnce,
  type RowRuns,
  warmScenarios,
} from '../api-steps.js';
import { type ApiResults, resultOf } from '../api-suite.js';
import { thisMachine } from '../bench-report.js';
import type { CannedAnswer } from '../ceiling.js';
import { startCeiling } from '../ceiling.js';
import { parseCompareOptions, UsageError } from './compare-options.js';
import { type CompareRun, compareMarkdown, type Revision, writeCompareReport } from './compare-report.js';
import { changeOf } from './compare-verdict.js';
import { interleavedSteps, SIDES, type Side } from './interleaving.js';
import { type Checkout, checkOutRevision, resolveRevision, sameServerCode } from './revision-checkout.js';
import { type ShopChild, startShopChild } from './shop-child.js';

/** The connection counts of the benchmark's 10,000-product pass. */
const CONNECTIONS = [10, 50];

const repo = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const resultsDir = path.join(repo, 'scripts', 'bench', 'results');
const log = (line: string) => console.error(line);

let options: ReturnType<typeof parseCompareOptions>;
let revisions: Record<Side, Revision>;
try {
  options = parseCompareOptions(process.argv.slice(2), process.env);
  revisions = { before: resolveRevision(repo, options.before), after: resolveRevision(repo, options.after) };
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const checkouts: Checkout[] = [];
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compare-data-'));
const removeAll = () => {
  for (const checkout of checkouts) checkout.remove();
  fs.rmSync(dataRoot, { recursive: true, force: true });
};
// process.exit (a failed step, Ctrl-C) skips `finally`; the worktrees must go all the same.
process.once('exit', removeAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const started = Date.now();
const shops: Partial<Record<Side, ShopChild>> = {};
let stopCeiling = () => {};
try {
  const sameCode = sameServerCode(repo, revisions.before.commit, revisions.after.commit);
  const dirs = {} as Record<Side, string>;
  for (const side of SIDES) {
    log(`Checking out ${side}: ${revisions[side].commit} (${revisions[side].subject})…`);
    const checkout = await checkOutRevision(repo, revisions[side], log);
    checkouts.push(checkout);
    dirs[side] = checkout.dir;
  }
  const withOrders = filterSeedsOrders(options.only);
  log(
    `Seeding 10,000 products, 200 templates, 100 reviews${withOrders ? ' and 100,000 orders' : ''} once, with before’s shop…`,
  );
  const seedDir = path.join(dataRoot, 'seed');
  fs.mkdirSync(seedDir);
  const seeder = await startShopChild({
    cmsDir: path.join(dirs.before, 'cms'),
    dataDir: seedDir,
    seed: { withOrders },
  });
  const seeded = seeder.seeded!;
  await seeder.stop();
  for (const side of SIDES) fs.cpSync(seedDir, path.join(dataRoot, side), { recursive: true });
  log('Booting both shops, each on its own copy of the database…');
  await Promise.all(
    SIDES.map(async (side) => {
      shops[side] = await startShopChild({
        cmsDir: path.join(dirs[side], 'cms'),
        dataDir: path.join(dataRoot, side),
      });
    }),
  );
  const shop = (side: Side) => shops[side]!;
  const include = scenarioFilter(options.only);
  const answered = {} as Record<Side, Awaited<ReturnType<typeof answeredScenarios>>>;
  for (const side of SIDES) {
    const fixture = await apiFixtureFor(shop(side).url, seeded);
    answered[side] = await answeredScenarios(shop(side).url, apiScenarios(fixture).filter(include), (line) =>
      log(`${side}: ${line}`),
    );
  }
  // A call is compared when both revisions answer it; each side keeps its own scenario (its staff token).
  const names = answered.before.scenarios
    .map((scenario) => scenario.name)
    .filter((name) => answered.after.scenarios.some((scenario) => scenario.name === name));
  if (!names.length)
    throw new Error(`no API call to compare${options.only ? ` (BENCH_ONLY=${options.only})` : ''}`);
  const scenarioOf = (side: Side, name: string): { scenario: ApiScenario; index: number } => {
    const index = answered[side].scenarios.findIndex((scenario) => scenario.name === name);
    return { scenario: answered[side].scenarios[index], index };
  };
  const canned: Record<string, CannedAnswer> = {};
  for (const side of SIDES) {
    for (const [index, answer] of answered[side].canned.entries()) canned[`/${side}/${index}`] = answer;
  }
  const ceiling = await startCeiling(canned);
  stopCeiling = ceiling.stop;
  for (const side of SIDES) {
    log(`Warming up ${side}…`);
    const scenarios = names.map((name) => scenarioOf(side, name).scenario);
    await warmScenarios(shop(side), scenarios, true, (line) => log(`${side}: ${line}`));
  }
  const rows = names.flatMap((name) =>
    connectionCountsOf(scenarioOf('before', name).scenario, CONNECTIONS).map((connections) => ({
      name,
      connections,
    })),
  );
  const runs = new Map<string, RowRuns>();
  const runsOf = (side: Side, row: { name: string; connections: number }) => {
    const key = `${side}|${row.name}|${row.connections}`;
    const found = runs.get(key) ?? { ours: [], stock: [], ceiling: [] };
    runs.set(key, found);
    return found;
  };
  for (const { round, row, side } of interleavedSteps(rows, options.rounds)) {
    const { scenario, index } = scenarioOf(side, row.name);
    await measureRowOnce(shop(side), runsOf(side, row), scenario, row.connections, {
      seconds: options.seconds,
      withReferences: true,
      ceiling: { origin: ceiling.origin, path: `/${side}/${index}` },
    });
    log(
      `round ${round}/${options.rounds} ${side} ${row.name} × ${row.connections}: ${lastRates(runsOf(side, row))}`,
    );
  }
  const sideResults = (side: Side): ApiResults => ({
    catalogue: 10_000,
    seconds: options.seconds,
    rounds: options.rounds,
    scenarios: rows.map((row) =>
      resultOf(scenarioOf(side, row.name).scenario, row.connections, runsOf(side, row)),
    ),
    checks: [],
    skipped: answered[side].skipped,
  });
  const sides = { before: sideResults('before'), after: sideResults('after') };
  const run: CompareRun = {
    machine: thisMachine(),
    ...revisions,
    sameCode,
    ...(options.only ? { only: options.only } : {}),
    rounds: options.rounds,
    seconds: options.seconds,
    sides,
    changes: sides.before.scenarios.map((before, i) => changeOf(before, sides.after.scenarios[i])),
  };
  const file = writeCompareReport(resultsDir, run);
  console.log(`\n${compareMarkdown(run)}`);
  log(
    `Written to ${path.relative(repo, file)} (and .json) in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} finally {
  stopCeiling();
  await Promise.all(Object.values(shops).map((child) => child.stop()));
  removeAll();
}

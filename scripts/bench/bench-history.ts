// The last few full runs kept beside the latest (bench/results/history/<date>.json), and one table
// showing each figure of this run beside the previous runs', each run with its host's speed: a figure
// that fell with the host's ceiling is the host; one that fell alone is the shop.
import fs from 'node:fs';
import path from 'node:path';
import type { ApiResults } from './api-suite.js';
import { type HostSpeed, hostCeiling } from './host-speed.js';
import { lighthouseChecks, type StorefrontResults, storefrontChecks } from './storefront-suite.js';

/** How many runs history/ keeps, this one included. */
export const KEPT_RUNS = 5;

export interface StoredRun {
  machine: { date: string; loadAverage?: number[] };
  host?: HostSpeed;
  api: ApiResults | null;
  apiLarge?: ApiResults | null;
  storefront: StorefrontResults | null;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** One short figure per row of a run, keyed by the row's name. */
export function keyFigures(run: StoredRun): Map<string, string> {
  const figures = new Map<string, string>();
  const apiRows = (results: ApiResults | null | undefined, suffix: string) => {
    for (const row of results?.scenarios ?? []) {
      figures.set(
        `${row.name} × ${row.connections}${suffix}`,
        `${whole(row.ours.requestsPerSecond)} req/s, p95 ${ms(row.ours.p95)} ms, p99 ${ms(row.ours.p99)} ms`,
      );
    }
    for (const check of results?.checks ?? []) figures.set(check.name, check.value);
  };
  apiRows(run.api, '');
  apiRows(run.apiLarge, ` at ${(run.apiLarge?.catalogue ?? 100_000).toLocaleString('en-US')} products`);
  if (run.storefront) {
    for (const check of lighthouseChecks(run.storefront)) {
      const { performance, accessibility, seo, tbtMs, runScores, hostIndex } = check.scores;
      const runs = runScores ? `, runs ${runScores.join(' / ')}` : '';
      const host = hostIndex ? `, host index ${hostIndex.toLocaleString('en-US')}` : '';
      figures.set(check.name, `${performance} / ${accessibility} / ${seo}, TBT ${tbtMs} ms${runs}${host}`);
    }
    for (const check of storefrontChecks(run.storefront)) figures.set(check.name, check.value);
  }
  return figures;
}

/** Runs newest first: each figure beside the same figure of the runs before, under each run's host speed. */
export function trendTable(runs: readonly StoredRun[]): string {
  const figures = runs.map(keyFigures);
  const names: string[] = [];
  for (const run of figures) for (const name of run.keys()) if (!names.includes(name)) names.push(name);
  const cell = (value: string | undefined) => value ?? '—';
  const header = runs.map(
    (run, i) => `${i === 0 ? 'this run' : 'before'}: ${run.machine.date.slice(0, 16).replace('T', ' ')}`,
  );
  const lines = [
    `| figure | ${header.join(' | ')} |`,
    `|---|${runs.map(() => '---').join('|')}|`,
    `| host: bare-Node ceiling req/s (slower of start and end) | ${runs
      .map((run) => {
        const ceiling = hostCeiling(run.host);
        return ceiling === null ? 'not measured' : whole(ceiling);
      })
      .join(' | ')} |`,
    `| host: CPU score (JSON round-trips/s, one core) | ${runs
      .map((run) =>
        run.host
          ? whole(Math.min(run.host.start.cpuScore, run.host.end?.cpuScore ?? Infinity))
          : 'not measured',
      )
      .join(' | ')} |`,
    `| host: load average at the end | ${runs.map((run) => cell(run.machine.loadAverage?.join(' '))).join(' | ')} |`,
  ];
  for (const name of names) {
    lines.push(`| ${name} | ${figures.map((run) => cell(run.get(name))).join(' | ')} |`);
  }
  return lines.join('\n');
}

const historyDir = (resultsDir: string) => path.join(resultsDir, 'history');

/** The kept runs, newest first. */
export function readHistory(resultsDir: string): StoredRun[] {
  const dir = historyDir(resultsDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredRun);
}

/** Adds this run to history/ and drops the oldest beyond KEPT_RUNS; answers the kept runs, newest first. */
export function keepInHistory(resultsDir: string, run: StoredRun): StoredRun[] {
  const dir = historyDir(resultsDir);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${run.machine.date.replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(run, null, 2)}\n`);
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const old of files.slice(0, Math.max(0, files.length - KEPT_RUNS))) fs.rmSync(path.join(dir, old));
  return readHistory(resultsDir);
}

// The bench's results as one Markdown table (each figure beside its references) with a summary line, and
// as the JSON and Markdown files kept in bench/results so runs can be compared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiResults, Check } from './api-suite.js';
import { type StorefrontResults, storefrontChecks } from './storefront-suite.js';

export interface Machine {
  date: string;
  nproc: number;
  cpu: string;
  node: string;
  loadAverage: number[];
}

export function thisMachine(): Machine {
  return {
    date: new Date().toISOString(),
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const ratio = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)}×`;
const mark = (ok: boolean | null) => (ok === null ? '' : ok ? '✔' : '✖');
const rate = (value: number) => (value < 10 ? value.toFixed(1) : whole(value));
const stockRate = (row: ApiResults['scenarios'][number]) =>
  `${rate(row.stock.requestsPerSecond)}${row.stockConnections === row.connections ? '' : ` (${row.stockConnections} conn.)`}`;

export interface BenchResults {
  api: ApiResults | null;
  storefront: StorefrontResults | null;
}

const allChecks = (results: BenchResults): Check[] => [
  ...(results.api?.checks ?? []),
  ...(results.storefront ? storefrontChecks(results.storefront) : []),
];

export function benchTable(results: BenchResults): string {
  const rows = [
    '| measure | connections | ours | reference: stock REST req/s, or peer | ours ÷ reference | ceiling req/s | % of ceiling | p50 | p99 | target | ✔/✖ |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of results.api?.scenarios ?? []) {
    rows.push(
      `| ${row.name} | ${row.connections} | ${whole(row.ours.requestsPerSecond)} req/s | ${stockRate(row)} | ${ratio(row.ratio)} | ${whole(row.ceiling.requestsPerSecond)} | ${(row.ofCeiling * 100).toFixed(0)} % | ${ms(row.ours.p50)} | ${ms(row.ours.p99)} | ${row.target?.text ?? '—'} | ${row.target ? mark(row.target.ok) : ''} |`,
    );
  }
  for (const check of allChecks(results)) {
    const versus = check.ratio === undefined ? '—' : `${check.ratio.toFixed(2)}×`;
    rows.push(
      `| ${check.name} | — | ${check.value} | ${check.reference ?? '—'} | ${versus} | — | — | — | — | ${check.text} | ${mark(check.ok)} |`,
    );
  }
  return rows.join('\n');
}

export function benchSummary(results: BenchResults): string {
  const verdicts = [
    ...(results.api?.scenarios ?? []).flatMap((row) =>
      row.target ? [{ name: `${row.name} × ${row.connections}`, ok: row.target.ok }] : [],
    ),
    ...allChecks(results).filter((check) => check.ok !== null),
  ];
  const missed = verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.name);
  const failing = (results.api?.scenarios ?? []).filter((row) => row.ours.failures > 0);
  const failures = failing.length
    ? ` Warning: error answers under load in ${failing.map((row) => `${row.name} × ${row.connections} (${row.ours.failures})`).join(', ')}.`
    : '';
  return `Targets: ${verdicts.length - missed.length} of ${verdicts.length} met${missed.length ? `; missed: ${missed.join(', ')}` : ''}.${failures}`;
}

function legend(results: BenchResults): string {
  const lines: string[] = [];
  if (results.api) {
    lines.push(
      `API: each figure is the median of ${results.api.rounds} runs of ${results.api.seconds} s (wrk, keep-alive, \`Accept-Encoding: gzip\`, every connection`,
      "open before the first request); p50 and p99 are ours. Stock REST: Strapi's own `find`/`findOne`/`create` on the same rows",
      '(all-products at 1 connection: one call on 10,000 rows takes about half a second of CPU, more connections only queue).',
      'Ceiling: a bare `node:http` server in its own process sending our answer, precomputed. Ratio and % of ceiling are',
      'medians of the runs side by side, not ratios of the medians.',
    );
  }
  if (results.storefront) {
    lines.push(
      'Storefront: the entry is the JavaScript and CSS a first visit loads before any lazy route (Vite manifest, gzip -9).',
      "Lighthouse: mobile form factor with simulated throttling, in Debian's chromium; the median of several runs per page. Search: keydown",
      'timestamp to the frame after the grid changed, Performance API in chromium, 1280×900.',
    );
  }
  return lines.join('\n');
}

export function benchMarkdown(results: BenchResults, machine: Machine): string {
  return [
    '# Benchmark',
    '',
    `${machine.date}, ${machine.nproc} cores (${machine.cpu}), Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end.`,
    '',
    benchTable(results),
    '',
    benchSummary(results),
    '',
    legend(results),
    '',
  ].join('\n');
}

export function writeBenchResults(dir: string, results: BenchResults, machine: Machine): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify({ machine, ...results }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'latest.md'), benchMarkdown(results, machine));
}

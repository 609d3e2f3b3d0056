// The comparison's report: per API call and connection count, each revision's figures as the benchmark
// reports them and after ÷ before with its verdict; written as compare-<before>-<after>.{md,json}.
import fs from 'node:fs';
import path from 'node:path';
import type { ApiResults, ScenarioResult } from '../api-suite.js';
import { type Machine, mark, ms, ratio, whole } from '../bench-report.js';
import type { Change } from './compare-verdict.js';
import type { Side } from './interleaving.js';

export interface Revision {
  /** As given on the command line. */
  rev: string;
  /** Its commit, abbreviated. */
  commit: string;
  subject: string;
}

export interface CompareRun {
  machine: Machine;
  before: Revision;
  after: Revision;
  /** Both revisions hold the same cms/ and contracts/: every difference is the host's noise. */
  sameCode: boolean;
  only?: string;
  rounds: number;
  seconds: number;
  sides: Record<Side, ApiResults>;
  changes: Change[];
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const times = (change: number | null) =>
  change === null ? '—' : Number.isFinite(change) ? `${change.toFixed(2)}×` : '—';
const pair = (before: string, after: string) => `${before} / ${after}`;
const stockRatio = (row: ScenarioResult) =>
  row.ratio === null || !Number.isFinite(row.ratio) ? '—' : ratio(row.ratio);

function rowOf(sides: CompareRun['sides'], change: Change, side: Side): ScenarioResult {
  const row = sides[side].scenarios.find(
    (scenario) => scenario.name === change.name && scenario.connections === change.connections,
  );
  if (!row) throw new Error(`${change.name} × ${change.connections} was not measured on the ${side} side`);
  return row;
}

export function compareTable(run: CompareRun): string {
  const rows = [
    '| call | connections | req/s (before / after) | ours ÷ stock (before / after) | % of ceiling (before / after) | p99 (before / after) | after ÷ before: req/s | ours ÷ stock | share of ceiling | p99 | verdict | ✔/✖ |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const change of run.changes) {
    const before = rowOf(run.sides, change, 'before');
    const after = rowOf(run.sides, change, 'after');
    rows.push(
      `| ${change.name} | ${change.connections} | ${pair(whole(before.ours.requestsPerSecond), whole(after.ours.requestsPerSecond))} | ${pair(stockRatio(before), stockRatio(after))} | ${pair(percent(before.ofCeiling), percent(after.ofCeiling))} | ${pair(ms(before.ours.p99), ms(after.ours.p99))} | ${times(change.requestsPerSecond)} | ${times(change.ratio)} | ${times(change.ofCeiling)} | ${times(change.p99)} | ${change.text} | ${mark(change.ok)} |`,
    );
  }
  return rows.join('\n');
}

export function compareSummary(run: CompareRun): string {
  const missed = run.changes.filter((change) => !change.ok);
  const names = missed.map((change) => `${change.name} × ${change.connections} (${change.text})`);
  return `Every API ratio within 15 % of before: ${run.changes.length - missed.length} of ${run.changes.length} rows${missed.length ? `; not: ${names.join(', ')}` : ''}.`;
}

function legend(run: CompareRun): string[] {
  const skipped = (side: Side) => run.sides[side].skipped ?? [];
  return [
    `Both shops ran at once on this host, each on its own copy of one seeded SQLite database (10,000 products), each call`,
    `measured on both in ${run.rounds} rounds of ${run.seconds} s per side, the two sides back to back in every round and the side that`,
    "goes first alternating from round to round. A side's figures are the benchmark's (medians of the runs; ours ÷ stock and",
    '% of ceiling are medians of the runs side by side, each against its own stock REST and a ceiling sending its own answer).',
    'after ÷ before is the median over the rounds of the two runs measured back to back. Judged: ours ÷ stock and the share of',
    'the ceiling must stay within 15 % of before (being better by more is reported, not failed); req/s and p99 are shown only.',
    ...(run.only ? [`Calls measured: BENCH_ONLY=${run.only}.`] : []),
    ...(['before', 'after'] as const)
      .filter((side) => skipped(side).length)
      .map((side) => `Not answered by ${side} (404), so not compared: ${skipped(side).join(', ')}.`),
  ];
}

export function compareMarkdown(run: CompareRun): string {
  const { machine } = run;
  const revision = (label: string, side: Revision) =>
    `- ${label}: \`${side.rev}\` = ${side.commit}, “${side.subject}”`;
  return [
    `# Before/after: ${run.before.commit} → ${run.after.commit}`,
    '',
    revision('before', run.before),
    revision('after', run.after),
    '',
    `${machine.date}, ${machine.nproc} cores (${machine.cpu}), Node ${machine.node}, load average ${machine.loadAverage.join(' ')} at the end.`,
    ...(run.sameCode
      ? [
          '',
          'The two revisions hold the same cms/ and contracts/: a trial of the tool, every difference below is the host’s noise.',
        ]
      : []),
    '',
    compareTable(run),
    '',
    compareSummary(run),
    '',
    ...legend(run),
    '',
  ].join('\n');
}

/** compare-<before>-<after>, with `-same-code-trial` when the two revisions serve the same code. */
export function compareFileStem(run: Pick<CompareRun, 'before' | 'after' | 'sameCode'>): string {
  return `compare-${run.before.commit}-${run.after.commit}${run.sameCode ? '-same-code-trial' : ''}`;
}

/** Writes the report and its raw figures; answers the Markdown file's path. */
export function writeCompareReport(dir: string, run: CompareRun): string {
  fs.mkdirSync(dir, { recursive: true });
  const stem = path.join(dir, compareFileStem(run));
  fs.writeFileSync(`${stem}.json`, `${JSON.stringify(run, null, 2)}\n`);
  fs.writeFileSync(`${stem}.md`, compareMarkdown(run));
  return `${stem}.md`;
}

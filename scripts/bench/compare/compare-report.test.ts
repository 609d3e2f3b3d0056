import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../api-suite.js';
import {
  type CompareRun,
  compareFileStem,
  compareMarkdown,
  compareSummary,
  compareTable,
  writeCompareReport,
} from './compare-report.js';
import { changeOf } from './compare-verdict.js';
import { row } from './rows-for-tests.js';

const machine = {
  date: '2026-11-27T19:00:00.000Z',
  nproc: 2,
  cpu: 'test cpu',
  node: 'v22',
  loadAverage: [3.1],
};

function comparison(before: ScenarioResult[], after: ScenarioResult[], sameCode = false): CompareRun {
  const side = (scenarios: ScenarioResult[]) => ({
    seconds: 3,
    rounds: 3,
    scenarios,
    checks: [],
    skipped: [],
  });
  return {
    machine,
    before: { rev: '4e6b86d', commit: '4e6b86d', subject: 'before the redesign' },
    after: { rev: 'HEAD', commit: 'abc1234', subject: 'the redesign' },
    sameCode,
    rounds: 3,
    seconds: 3,
    sides: { before: side(before), after: side(after) },
    changes: before.map((row, i) => changeOf(row, after[i])),
  };
}

const newest = (ours: number, stock: number | null) =>
  row([ours, ours, ours], [10_000, 10_000, 10_000], stock === null ? null : [stock, stock, stock], {
    name: 'newly-added-products (8)',
    p99: ours > 3000 ? 4 : 9,
  });
const product = (ours: number, connections: number) =>
  row([ours, ours, ours], [20_000, 20_000, 20_000], [100, 100, 100], { name: 'single-product', connections });

describe('the before/after report', () => {
  const run = comparison(
    [newest(4000, 40), product(8000, 10), product(9000, 50)],
    [newest(3000, 40), product(8400, 10), product(9000, 50)],
  );

  it('shows each side’s figures as the benchmark does, after ÷ before and the verdict, one row per call and count', () => {
    const lines = compareTable(run).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      '| newly-added-products (8) | 10 | 4,000 / 3,000 | 100× / 75× | 40 % / 30 % | 4.00 ms / 9.00 ms | 0.75× | 0.75× | 0.75× | 2.25× | ours ÷ stock: 25 % worse; share of the ceiling: 25 % worse | ✖ |',
    );
    expect(lines[3]).toBe(
      '| single-product | 10 | 8,000 / 8,400 | 80× / 84× | 40 % / 42 % | 4.00 ms / 4.00 ms | 1.05× | 1.05× | 1.05× | 1.00× | ours ÷ stock: within 15 %; share of the ceiling: within 15 % | ✔ |',
    );
    expect(lines[4]).toMatch(/^\| single-product \| 50 \| 9,000 \/ 9,000 \|/);
  });

  it('counts the rows within 15 % and names those that are not', () => {
    expect(compareSummary(run)).toBe(
      'Every API ratio within 15 % of before: 2 of 3 rows; not: newly-added-products (8) × 10 (ours ÷ stock: 25 % worse; share of the ceiling: 25 % worse).',
    );
    const steady = comparison([product(8000, 10)], [product(8000, 10)]);
    expect(compareSummary(steady)).toBe('Every API ratio within 15 % of before: 1 of 1 rows.');
  });

  it('names both revisions, and says when they serve the same code', () => {
    expect(compareMarkdown(run)).toContain('# Before/after: 4e6b86d → abc1234');
    expect(compareMarkdown(run)).toContain('- after: `HEAD` = abc1234, “the redesign”');
    expect(compareMarkdown(run)).not.toContain('a trial of the tool');
    const trial = comparison([product(8000, 10)], [product(8000, 10)], true);
    expect(compareMarkdown(trial)).toContain('a trial of the tool');
    expect(compareFileStem(run)).toBe('compare-4e6b86d-abc1234');
    expect(compareFileStem(trial)).toBe('compare-4e6b86d-abc1234-same-code-trial');
  });

  it('writes the report and its raw figures side by side', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-report-'));
    try {
      const file = writeCompareReport(dir, run);
      expect(file).toBe(path.join(dir, 'compare-4e6b86d-abc1234.md'));
      expect(fs.readFileSync(file, 'utf8')).toBe(compareMarkdown(run));
      const json = JSON.parse(fs.readFileSync(path.join(dir, 'compare-4e6b86d-abc1234.json'), 'utf8'));
      expect(json.changes.map((change: { ok: boolean }) => change.ok)).toEqual([false, true, true]);
      expect(json.sides.after.scenarios[0].ours.runs).toHaveLength(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

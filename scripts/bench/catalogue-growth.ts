// How each API figure changes between the 10,000-product and the 100,000-product catalogue. The calls
// that answer a fixed amount (a page of the listing, the newest products, one product, its reviews) must
// cost the same per request: judged on the share of the ceiling measured in the same round, so a host
// that slowed down between the two passes does not count as a slower shop. all-products answers the
// whole catalogue (up to the spec's fetch limit, 10,000) and grows with it by nature: reported, not judged.
import type { ApiResults, Check, ScenarioResult } from './api-suite.js';

/** The share of the ceiling at 100,000 may fall this much below that at 10,000 (run-to-run noise). */
export const GROWTH_TOLERANCE = 0.25;

export interface GrowthRow {
  name: string;
  connections: number;
  small: ScenarioResult;
  large: ScenarioResult;
  /** Requests a second at 100,000 ÷ at 10,000. */
  rateChange: number;
  p99Change: number;
  /** Share of the ceiling at 100,000 ÷ at 10,000: below 1 − tolerance, the call grew with the catalogue. */
  shareChange: number;
  check: Check;
}

export function catalogueGrowth(small: ApiResults, large: ApiResults): GrowthRow[] {
  const rows: GrowthRow[] = [];
  for (const big of large.scenarios) {
    const base = small.scenarios.find((row) => row.name === big.name && row.connections === big.connections);
    if (!base) continue;
    const shareChange = big.ofCeiling / base.ofCeiling;
    const label = `${big.name} × ${big.connections}, ${(small.catalogue ?? 10_000).toLocaleString('en-US')} → ${(large.catalogue ?? 100_000).toLocaleString('en-US')} products`;
    const judged = big.list === true;
    rows.push({
      name: big.name,
      connections: big.connections,
      small: base,
      large: big,
      rateChange: big.ours.requestsPerSecond / base.ours.requestsPerSecond,
      p99Change: big.ours.p99 / base.ours.p99,
      shareChange,
      check: {
        name: label,
        value: `${Math.round(big.ours.requestsPerSecond).toLocaleString('en-US')} req/s (was ${Math.round(base.ours.requestsPerSecond).toLocaleString('en-US')}), p99 ${big.ours.p99.toFixed(1)} ms (was ${base.ours.p99.toFixed(1)})`,
        reference: `${Math.round(shareChange * 100)} % of its share of the ceiling`,
        ratio: big.ours.requestsPerSecond / base.ours.requestsPerSecond,
        text: judged
          ? `cost per request does not grow (share of ceiling ≥ ${Math.round((1 - GROWTH_TOLERANCE) * 100)} % of 10,000's)`
          : 'answers the whole catalogue (up to the spec’s 10,000): grows by nature',
        ok: judged ? shareChange >= 1 - GROWTH_TOLERANCE : null,
      },
    });
  }
  return rows;
}

const signed = (ratio: number) => {
  const percent = Math.round((ratio - 1) * 100);
  return `${percent > 0 ? '+' : ''}${percent} %`;
};

/** The comparison as a Markdown table. */
export function growthTable(rows: readonly GrowthRow[]): string {
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? '✔' : '✖');
  const whole = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = [
    '| call × connections | req/s at 10,000 | req/s at 100,000 | change | p99 at 10,000 | p99 at 100,000 | change | bytes/request at 100,000 | share of ceiling, 100,000 ÷ 10,000 | target | ✔/✖ |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} × ${row.connections} | ${whole(row.small.ours.requestsPerSecond)} | ${whole(row.large.ours.requestsPerSecond)} | ${signed(row.rateChange)} | ${row.small.ours.p99.toFixed(1)} ms | ${row.large.ours.p99.toFixed(1)} ms | ${signed(row.p99Change)} | ${whole(row.large.ours.bytesPerRequest)} | ${Math.round(row.shareChange * 100)} % | ${row.check.text} | ${mark(row.check.ok)} |`,
    );
  }
  return lines.join('\n');
}

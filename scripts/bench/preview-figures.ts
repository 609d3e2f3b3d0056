// The preview's figures (issue 36 item 8): a keystroke in a placed field → its preview box, in the page at
// 4× CPU slowdown, judged to one frame, beside the same keys on a page doing no work (decision 0061).
import type { Check } from './api-suite.js';
import { PREVIEW_CPU_SLOWDOWN, PREVIEW_P95_TARGET_MS, type PreviewLatency } from './preview-latency.js';
import { percentile } from './search-latency.js';

export interface PreviewResults {
  keystrokes: number;
  cpuSlowdown: number;
  inPage: { p95Ms: number; medianMs: number; maxMs: number };
  paintedP95Ms: number;
  /** The same keys on a page doing no work, at the same slowdown. */
  floor: { inPageP95Ms: number; paintedP95Ms: number };
}

export function previewResults(
  latencies: readonly PreviewLatency[],
  floor: readonly PreviewLatency[],
): PreviewResults {
  const inPage = latencies.map((latency) => latency.inPageMs);
  return {
    keystrokes: latencies.length,
    cpuSlowdown: PREVIEW_CPU_SLOWDOWN,
    inPage: {
      p95Ms: percentile(inPage, 95),
      medianMs: percentile(inPage, 50),
      maxMs: Math.max(...inPage),
    },
    paintedP95Ms: percentile(
      latencies.map((latency) => latency.paintedMs),
      95,
    ),
    floor: {
      inPageP95Ms: percentile(
        floor.map((latency) => latency.inPageMs),
        95,
      ),
      paintedP95Ms: percentile(
        floor.map((latency) => latency.paintedMs),
        95,
      ),
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The preview's row of the bench table. */
export function previewChecks(preview: PreviewResults): Check[] {
  const { inPage, floor } = preview;
  return [
    {
      name: `template preview, a keystroke → its box drawn (CPU ${preview.cpuSlowdown}×, ${preview.keystrokes} keystrokes)`,
      value:
        `in the page: p95 ${ms(inPage.p95Ms)}, median ${ms(inPage.medianMs)}, slowest ${ms(inPage.maxMs)}; ` +
        `painted: p95 ${ms(preview.paintedP95Ms)}; a page doing no work: p95 ${ms(floor.inPageP95Ms)} in the page, ${ms(floor.paintedP95Ms)} painted`,
      text: `in the page: p95 ≤ ${PREVIEW_P95_TARGET_MS} ms (one frame)`,
      ok: inPage.p95Ms <= PREVIEW_P95_TARGET_MS,
    },
  ];
}

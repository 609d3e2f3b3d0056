// The preview's figures (issue 36 item 8): a keystroke in a placed field → its preview box, in the page at
// 4× CPU slowdown, judged to one frame, beside the same keys on a page doing no work (decision 0061).
import type { Check } from './api-suite.js';
import { PREVIEW_CPU_SLOWDOWN, PREVIEW_P95_TARGET_MS, type PreviewLatency } from './preview-latency.js';
import { floorFigures, inPageFigures, ms, paintedP95Ms } from './latency-figures.js';

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
  return {
    keystrokes: latencies.length,
    cpuSlowdown: PREVIEW_CPU_SLOWDOWN,
    inPage: inPageFigures(latencies),
    paintedP95Ms: paintedP95Ms(latencies),
    floor: floorFigures(floor),
  };
}

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

// The preview's figures (issue 36 item 8): a keystroke in a placed field → its preview box, in the page at
// 4× CPU slowdown, judged to one frame from the edit (the page's own work), beside the same figure from
// the keydown's timestamp and the same keys on a page doing no work (decisions 0061, 0069).
import type { Check } from './api-suite.js';
import { floorFigures, inPageFigures, ms, paintedP95Ms, percentile } from './latency-figures.js';
import { PREVIEW_CPU_SLOWDOWN, PREVIEW_P95_TARGET_MS, type PreviewLatency } from './preview-latency.js';

export interface PreviewResults {
  keystrokes: number;
  cpuSlowdown: number;
  /** The edit → the box laid out: judged (absent in runs before 29 Nov, judged from the keydown). */
  edit?: { p95Ms: number; medianMs: number; maxMs: number };
  /** The keydown's timestamp → the box laid out. */
  inPage: { p95Ms: number; medianMs: number; maxMs: number };
  paintedP95Ms: number;
  /** The same keys on a page doing no work, at the same slowdown. */
  floor: { editP95Ms?: number; inPageP95Ms: number; paintedP95Ms: number };
}

const editTimes = (latencies: readonly PreviewLatency[]) =>
  latencies.map((latency) => ({ inPageMs: latency.editMs, paintedMs: latency.paintedMs }));

export function previewResults(
  latencies: readonly PreviewLatency[],
  floor: readonly PreviewLatency[],
): PreviewResults {
  return {
    keystrokes: latencies.length,
    cpuSlowdown: PREVIEW_CPU_SLOWDOWN,
    edit: inPageFigures(editTimes(latencies)),
    inPage: inPageFigures(latencies),
    paintedP95Ms: paintedP95Ms(latencies),
    floor: {
      editP95Ms: percentile(
        floor.map((latency) => latency.editMs),
        95,
      ),
      ...floorFigures(floor),
    },
  };
}

/** The preview's row of the bench table. */
export function previewChecks(preview: PreviewResults): Check[] {
  const { edit, inPage, floor } = preview;
  const name = `template preview, a keystroke → its box drawn (CPU ${preview.cpuSlowdown}×, ${preview.keystrokes} keystrokes)`;
  const fromKeydown = `p95 ${ms(inPage.p95Ms)}, painted p95 ${ms(preview.paintedP95Ms)}`;
  if (!edit || floor.editP95Ms === undefined)
    return [
      {
        name,
        value: `from the keydown: ${fromKeydown}; a page doing no work: p95 ${ms(floor.inPageP95Ms)}`,
        text: `from the keydown, in the page: p95 ≤ ${PREVIEW_P95_TARGET_MS} ms (one frame)`,
        ok: inPage.p95Ms <= PREVIEW_P95_TARGET_MS,
      },
    ];
  return [
    {
      name,
      value:
        `from the edit: p95 ${ms(edit.p95Ms)}, median ${ms(edit.medianMs)}, slowest ${ms(edit.maxMs)}; ` +
        `from the keydown: ${fromKeydown}; ` +
        `a page doing no work: p95 ${ms(floor.editP95Ms)} from the edit, ${ms(floor.inPageP95Ms)} from the keydown, ${ms(floor.paintedP95Ms)} painted`,
      text: `from the edit, in the page: p95 ≤ ${PREVIEW_P95_TARGET_MS} ms (one frame)`,
      ok: edit.p95Ms <= PREVIEW_P95_TARGET_MS,
    },
  ];
}

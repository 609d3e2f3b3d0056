import { describe, expect, it } from 'vitest';
import { previewChecks, previewResults } from './preview-figures.js';
import { previewKeystrokes } from './preview-latency.js';

const latency = (inPageMs: number, paintedMs = inPageMs + 10) => ({ text: 'A', inPageMs, paintedMs });

describe('the preview keystroke figure', () => {
  it('types each text a character at a time, spaces as the Space key, then deletes it', () => {
    expect(previewKeystrokes(['A b'])).toEqual(['A', 'Space', 'b', 'Backspace', 'Backspace', 'Backspace']);
    expect(previewKeystrokes(['علی'])).toEqual(['ع', 'ل', 'ی', 'Backspace', 'Backspace', 'Backspace']);
  });

  it('is judged by its p95 in the page against one frame, with the no-work page beside it', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => latency(i + 1));
    const results = previewResults(twenty, [latency(2), latency(3)]);
    expect(results).toMatchObject({
      keystrokes: 20,
      cpuSlowdown: 4,
      inPage: { p95Ms: 19, medianMs: 10, maxMs: 20 },
      paintedP95Ms: 29,
      floor: { inPageP95Ms: 3, paintedP95Ms: 13 },
    });
    const [row] = previewChecks(results);
    expect(row.ok).toBe(false);
    expect(row.text).toBe('in the page: p95 ≤ 16 ms (one frame)');
    expect(row.value).toContain('a page doing no work: p95 3.0 ms in the page');
  });

  it('meets its target at one frame or less', () => {
    const fast = Array.from({ length: 20 }, () => latency(16));
    expect(previewChecks(previewResults(fast, [latency(1)]))[0].ok).toBe(true);
    const slow = Array.from({ length: 20 }, () => latency(16.1));
    expect(previewChecks(previewResults(slow, [latency(1)]))[0].ok).toBe(false);
  });
});

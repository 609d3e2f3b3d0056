import { describe, expect, it } from 'vitest';
import { previewChecks, previewResults } from './preview-figures.js';
import { previewKeystrokes } from './preview-latency.js';

/** A keystroke whose edit reached the page 20 ms after its keydown. */
const latency = (editMs: number, paintedMs = editMs + 30) => ({
  text: 'A',
  editMs,
  inPageMs: editMs + 20,
  paintedMs,
});

describe('the preview keystroke figure', () => {
  it('types each text a character at a time, spaces as the Space key, then deletes it', () => {
    expect(previewKeystrokes(['A b'])).toEqual(['A', 'Space', 'b', 'Backspace', 'Backspace', 'Backspace']);
    expect(previewKeystrokes(['علی'])).toEqual(['ع', 'ل', 'ی', 'Backspace', 'Backspace', 'Backspace']);
  });

  it('is judged by its p95 from the edit against one frame, with the keydown and the no-work page beside it', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => latency(i + 1));
    const results = previewResults(twenty, [latency(0.5), latency(1)]);
    expect(results).toMatchObject({
      keystrokes: 20,
      cpuSlowdown: 4,
      edit: { p95Ms: 19, medianMs: 10, maxMs: 20 },
      inPage: { p95Ms: 39, medianMs: 30, maxMs: 40 },
      paintedP95Ms: 49,
      floor: { editP95Ms: 1, inPageP95Ms: 21, paintedP95Ms: 31 },
    });
    const [row] = previewChecks(results);
    expect(row.ok).toBe(false);
    expect(row.text).toBe('from the edit, in the page: p95 ≤ 16 ms (one frame)');
    expect(row.value).toContain('from the edit: p95 19.0 ms');
    expect(row.value).toContain('from the keydown: p95 39.0 ms');
    expect(row.value).toContain('a page doing no work: p95 1.0 ms from the edit, 21.0 ms from the keydown');
  });

  it('reads a past run, judged from the keydown, without failing the history', () => {
    const past = {
      keystrokes: 50,
      cpuSlowdown: 4,
      inPage: { p95Ms: 50.2, medianMs: 30, maxMs: 60 },
      paintedP95Ms: 70,
      floor: { inPageP95Ms: 27.9, paintedP95Ms: 40 },
    };
    const [row] = previewChecks(past);
    expect(row.ok).toBe(false);
    expect(row.text).toBe('from the keydown, in the page: p95 ≤ 16 ms (one frame)');
    expect(row.value).toBe(
      'from the keydown: p95 50.2 ms, painted p95 70.0 ms; a page doing no work: p95 27.9 ms',
    );
  });

  it('meets its target at one frame or less', () => {
    const fast = Array.from({ length: 20 }, () => latency(16));
    expect(previewChecks(previewResults(fast, [latency(1)]))[0].ok).toBe(true);
    const slow = Array.from({ length: 20 }, () => latency(16.1));
    expect(previewChecks(previewResults(slow, [latency(1)]))[0].ok).toBe(false);
  });
});

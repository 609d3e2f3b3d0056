import { describe, expect, it } from 'vitest';
import { floorFigures, inPageFigures, percentile } from './latency-figures.js';

describe('the latency figures', () => {
  it('take a percentile by nearest rank, whatever the order of the values, and none of nothing', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile(twenty, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('give keystrokes their in-page p95, median and slowest, and the floor its two p95s', () => {
    const times = [3, 1, 2, 4].map((inPageMs) => ({ inPageMs, paintedMs: inPageMs * 10 }));
    expect(inPageFigures(times)).toEqual({ p95Ms: 4, medianMs: 2, maxMs: 4 });
    expect(floorFigures(times)).toEqual({ inPageP95Ms: 4, paintedP95Ms: 40 });
  });
});

import { describe, expect, it } from 'vitest';
import { changeOf, describeChange } from './compare-verdict.js';
import { row } from './rows-for-tests.js';

describe('after ÷ before of a row', () => {
  it('is 1, within 15 %, when after answers as before', () => {
    const before = row([4000, 4000, 4000], [10_000, 10_000, 10_000], [100, 100, 100]);
    const change = changeOf(before, before);
    expect(change).toMatchObject({ requestsPerSecond: 1, ratio: 1, ofCeiling: 1, p99: 1, ok: true });
    expect(change.text).toBe('ours ÷ stock: within 15 %; share of the ceiling: within 15 %');
  });

  it('pairs the runs measured back to back, so a host that slows down weighs on both sides alike', () => {
    // Both sides lose half their speed in round 2 and a third in round 3, as the host does.
    const before = row([4000, 2000, 1000], [10_000, 5000, 2500], [100, 50, 25]);
    const after = row([4000, 2000, 1000], [10_000, 5000, 2500], [100, 50, 25]);
    expect(changeOf(before, after)).toMatchObject({ requestsPerSecond: 1, ratio: 1, ofCeiling: 1, ok: true });
    // The same runs, paired in another order, would read as changes of 0.5 to 4.
    const shuffled = row([1000, 4000, 2000], [2500, 10_000, 5000], [25, 100, 50]);
    expect(changeOf(before, shuffled).requestsPerSecond).not.toBe(1);
  });

  it('fails a share of the ceiling 20 % below before, and passes one exactly 15 % below', () => {
    const before = row([4000, 4000, 4000], [10_000, 10_000, 10_000], null);
    const worse = changeOf(before, row([3200, 3200, 3200], [10_000, 10_000, 10_000], null));
    expect(worse.ofCeiling).toBeCloseTo(0.8);
    expect(worse).toMatchObject({
      ratio: null,
      ok: false,
      text: 'share of the ceiling: 20 % worse',
    });
    const edge = changeOf(before, row([3400, 3400, 3400], [10_000, 10_000, 10_000], null));
    expect(edge).toMatchObject({ ok: true, text: 'share of the ceiling: within 15 %' });
  });

  it('fails when ours ÷ stock falls by more than 15 % though the share of the ceiling holds', () => {
    const before = row([4000, 4000, 4000], [10_000, 10_000, 10_000], [100, 100, 100]);
    const after = row([4000, 4000, 4000], [10_000, 10_000, 10_000], [125, 125, 125]);
    expect(changeOf(before, after).ratio).toBeCloseTo(0.8);
    expect(changeOf(before, after)).toMatchObject({
      ofCeiling: 1,
      ok: false,
      text: 'ours ÷ stock: 20 % worse; share of the ceiling: within 15 %',
    });
  });

  it('reports a ratio more than 15 % above before as better, not as a miss', () => {
    const before = row([4000, 4000, 4000], [10_000, 10_000, 10_000], null);
    const after = row([5200, 5200, 5200], [10_000, 10_000, 10_000], null);
    expect(changeOf(before, after)).toMatchObject({ ok: true, text: 'share of the ceiling: 30 % better' });
  });

  it('takes the median of the rounds’ changes, so one disturbed round does not decide', () => {
    const before = row([4000, 4000, 4000], [10_000, 10_000, 10_000], null);
    const after = row([4000, 1000, 4100], [10_000, 10_000, 10_000], null);
    expect(changeOf(before, after).ofCeiling).toBe(1);
  });

  it('fails a row where a side got no answer at all', () => {
    const before = row([0, 0, 0], [10_000, 10_000, 10_000], null);
    const after = row([4000, 4000, 4000], [10_000, 10_000, 10_000], null);
    expect(changeOf(before, after)).toMatchObject({
      ok: false,
      text: 'share of the ceiling: no answer on a side',
    });
  });
});

describe('how a change reads', () => {
  it.each([
    [1, true, 'within 15 %'],
    [1.15, true, 'within 15 %'],
    [0.851, true, 'within 15 %'],
    [0.84, false, '16 % worse'],
    [1.5, true, '50 % better'],
    [Number.NaN, false, 'no answer on a side'],
    [Number.POSITIVE_INFINITY, false, 'no answer on a side'],
  ])('%d reads as ok=%s, “%s”', (change, ok, text) => {
    expect(describeChange(change)).toEqual({ ok, text });
  });
});

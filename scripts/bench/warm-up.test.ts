import { describe, expect, it } from 'vitest';
import { hasSettled, warmUp } from './warm-up.js';

describe('warm-up', () => {
  it('has settled once the last three rates are within a tenth of the highest', () => {
    expect(hasSettled([300, 450])).toBe(false);
    expect(hasSettled([300, 450, 600, 700])).toBe(false);
    expect(hasSettled([300, 450, 760, 800, 810])).toBe(true);
    expect(hasSettled([800, 700, 810])).toBe(false);
  });

  it('runs until the rate settles', async () => {
    const rates = [200, 400, 600, 700, 720, 730, 900];
    let next = 0;
    const ran = await warmUp(async () => rates[next++], { seconds: 1, minRuns: 5, maxRuns: 15, within: 0.1 });
    expect(ran).toEqual([200, 400, 600, 700, 720, 730]);
  });

  it('runs the fewest runs asked for even when the first rates already agree', async () => {
    const rates = [120, 125, 122, 270, 320, 330, 335];
    let next = 0;
    const ran = await warmUp(async () => rates[next++], { seconds: 1, minRuns: 5, maxRuns: 15, within: 0.1 });
    expect(ran).toEqual([120, 125, 122, 270, 320, 330, 335]);
  });

  it('stops after the most runs allowed when the rate never settles', async () => {
    let rate = 100;
    const ran = await warmUp(async () => (rate *= 2), { seconds: 1, minRuns: 2, maxRuns: 4, within: 0.1 });
    expect(ran).toHaveLength(4);
  });
});

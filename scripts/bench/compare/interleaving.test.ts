import { describe, expect, it } from 'vitest';
import { interleavedSteps, sidesInRound } from './interleaving.js';

describe('the interleaving of before and after', () => {
  it('measures each row on both sides back to back, the side going first alternating by round', () => {
    const steps = interleavedSteps(['newest × 10', 'product × 10'], 3).map(
      ({ round, row, side }) => `${round} ${row} ${side}`,
    );
    expect(steps).toEqual([
      '1 newest × 10 before',
      '1 newest × 10 after',
      '1 product × 10 before',
      '1 product × 10 after',
      '2 newest × 10 after',
      '2 newest × 10 before',
      '2 product × 10 after',
      '2 product × 10 before',
      '3 newest × 10 before',
      '3 newest × 10 after',
      '3 product × 10 before',
      '3 product × 10 after',
    ]);
  });

  it('gives each side as many runs of each row as there are rounds, and as many first places', () => {
    const steps = interleavedSteps(['a', 'b'], 4);
    for (const side of ['before', 'after']) {
      expect(steps.filter((step) => step.side === side && step.row === 'a')).toHaveLength(4);
    }
    const first = [1, 2, 3, 4].map((round) => sidesInRound(round)[0]);
    expect(first.filter((side) => side === 'before')).toHaveLength(2);
    expect(first.filter((side) => side === 'after')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCompareOptions, UsageError } from './compare-options.js';

describe('the comparison command line', () => {
  it('takes the before and the after revision, three rounds of 3 s by default', () => {
    expect(parseCompareOptions(['4e6b86d', 'HEAD'], {})).toEqual({
      before: '4e6b86d',
      after: 'HEAD',
      rounds: 3,
      seconds: 3,
    });
  });

  it('takes BENCH_ONLY, BENCH_ROUNDS and BENCH_SECONDS as the benchmark does, and skips npm’s --', () => {
    const env = { BENCH_ONLY: 'single-product,newly-added', BENCH_ROUNDS: '5', BENCH_SECONDS: '2' };
    expect(parseCompareOptions(['--', 'main', 'serving-core'], env)).toEqual({
      before: 'main',
      after: 'serving-core',
      only: 'single-product,newly-added',
      rounds: 5,
      seconds: 2,
    });
  });

  it.each([[[]], [['HEAD']], [['a', 'b', 'c']], [['--rounds', 'HEAD']]])(
    'refuses %j with the usage line',
    (argv) => {
      expect(() => parseCompareOptions(argv, {})).toThrow(
        /two revisions are needed[\s\S]*usage: npm run bench:compare/,
      );
    },
  );

  it.each(['0', '-1', '2.5', 'three'])('refuses BENCH_ROUNDS=%s', (rounds) => {
    expect(() => parseCompareOptions(['a', 'b'], { BENCH_ROUNDS: rounds })).toThrow(UsageError);
    expect(() => parseCompareOptions(['a', 'b'], { BENCH_ROUNDS: rounds })).toThrow(
      `BENCH_ROUNDS must be a whole number of at least 1, not "${rounds}"`,
    );
  });
});

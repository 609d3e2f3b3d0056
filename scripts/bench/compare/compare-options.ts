// The command line of `npm run bench:compare -- <before-rev> <after-rev>` and the BENCH_* variables it
// shares with the benchmark, checked before anything is built.

export const USAGE =
  'usage: npm run bench:compare -- <before-rev> <after-rev>   (BENCH_ONLY=<call>[,<call>…], BENCH_ROUNDS, BENCH_SECONDS)';

export interface CompareOptions {
  before: string;
  after: string;
  /** BENCH_ONLY: `large`, or the starts of API calls' names separated by commas; every call without it. */
  only?: string;
  /** Rounds on each side. */
  rounds: number;
  /** Length of one measured run. */
  seconds: number;
}

export class UsageError extends Error {}

function positiveWhole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new UsageError(`${name} must be a whole number of at least 1, not "${value}"`);
  }
  return number;
}

export function parseCompareOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CompareOptions {
  const revisions = argv.filter((arg) => arg !== '--');
  if (revisions.length !== 2 || revisions.some((rev) => rev.startsWith('-'))) {
    throw new UsageError(`two revisions are needed, before and after\n${USAGE}`);
  }
  const [before, after] = revisions;
  return {
    before,
    after,
    ...(env.BENCH_ONLY ? { only: env.BENCH_ONLY } : {}),
    rounds: positiveWhole('BENCH_ROUNDS', env.BENCH_ROUNDS, 3),
    seconds: positiveWhole('BENCH_SECONDS', env.BENCH_SECONDS, 3),
  };
}

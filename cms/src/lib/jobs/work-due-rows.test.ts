import type { Core } from '@strapi/strapi';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFailedTry } from './due-rows';
import { workDueRows } from './work-due-rows';

vi.mock('./due-rows', () => ({ recordFailedTry: vi.fn(async () => {}) }));

const warnings: string[] = [];
const strapi = { log: { warn: (line: string) => warnings.push(line) } } as unknown as Core.Strapi;

interface Job {
  id: number;
  attempts: number;
  fails?: boolean;
}

/** A job table holding these rows: each claim takes the next `limit` of them. */
function tableOf(rows: Job[]) {
  const left = [...rows];
  const claims: number[] = [];
  const tried: number[] = [];
  const work = workDueRows<Job>({
    uid: 'api::proof-job.proof-job',
    batch: 2,
    maxAttempts: 6,
    retryDelayMs: () => 50,
    claim: async (_strapi, limit) => {
      claims.push(limit);
      return left.splice(0, limit);
    },
    attempt: async (_strapi, row) => {
      tried.push(row.id);
      if (row.fails) throw new Error('the picture is gone');
    },
    label: (row) => `Job ${row.id}`,
  });
  return { work, claims, tried };
}

beforeEach(() => {
  warnings.length = 0;
  vi.mocked(recordFailedTry).mockClear();
});

describe('working through the due rows of a job table', () => {
  it('claims a batch at a time and tries every row, until a batch comes back short', async () => {
    const { work, claims, tried } = tableOf([1, 2, 3, 4, 5].map((id) => ({ id, attempts: 1 })));
    await work(strapi, () => false);
    expect(tried).toEqual([1, 2, 3, 4, 5]);
    expect(claims).toEqual([2, 2, 2]);
    expect(recordFailedTry).not.toHaveBeenCalled();
  });

  it('logs a failed try and keeps it on its row with the reason, the backoff and the last try; the others go on', async () => {
    const { work, tried } = tableOf([
      { id: 1, attempts: 3, fails: true },
      { id: 2, attempts: 1 },
    ]);
    await work(strapi, () => false);
    expect(tried).toEqual([1, 2]);
    expect(warnings).toEqual(['Job 1: try 3 failed (the picture is gone).']);
    expect(recordFailedTry).toHaveBeenCalledOnce();
    expect(recordFailedTry).toHaveBeenCalledWith(
      strapi,
      'api::proof-job.proof-job',
      { id: 1, attempts: 3, fails: true },
      { reason: 'the picture is gone', baseWaitMs: 50, maxAttempts: 6 },
    );
  });

  it('claims nothing once the worker is stopped', async () => {
    const { work, claims } = tableOf([{ id: 1, attempts: 1 }]);
    await work(strapi, () => true);
    expect(claims).toEqual([]);
  });
});

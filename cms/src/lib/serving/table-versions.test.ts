import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCHED_UIDS } from './table-changes';
import { tableChanged, VERSION_CHECK_MS, versionNow, versionOf } from './table-versions';

/** A server whose change counters the test sets, and whose version reads it answers when told to. */
function serverWithCounters() {
  let changes = 1;
  const pending: (() => void)[] = [];
  const reads = () => pending.length + answered;
  let answered = 0;
  const query = {
    select: () => query,
    sum: () => query,
    groupBy: () =>
      new Promise((resolve) => {
        const counted = changes;
        pending.push(() => {
          answered += 1;
          resolve(WATCHED_UIDS.map((uid) => ({ table_name: uid, changes: counted })));
        });
      }),
  };
  const strapi = {
    db: { connection: () => query, metadata: { get: (uid: string) => ({ tableName: uid }) } },
  } as unknown as Core.Strapi;
  return {
    strapi,
    reads,
    write: () => {
      changes += 1;
    },
    /** Answers every read asked for so far, then lets their callbacks run. */
    answerReads: async () => {
      for (const answer of pending.splice(0)) answer();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const uids = [WATCHED_UIDS[0]];

describe('the table versions a hit is checked against', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are read once for the interval, and a hit in its first half asks nothing', async () => {
    const server = serverWithCounters();
    const first = versionOf(server.strapi, uids);
    await server.answerReads();
    const version = await first;
    vi.advanceTimersByTime(VERSION_CHECK_MS / 2 - 1);
    expect(versionNow(server.strapi, uids)).toBe(version);
    expect(server.reads()).toBe(1);
  });

  it('are read again, unawaited, by a hit past half the interval, so a steady load never waits', async () => {
    const server = serverWithCounters();
    const first = versionOf(server.strapi, uids);
    await server.answerReads();
    const before = await first;
    server.write();
    vi.advanceTimersByTime(VERSION_CHECK_MS / 2);
    expect(versionNow(server.strapi, uids)).toBe(before);
    expect(server.reads()).toBe(2);
    await server.answerReads();
    // Past the first read's interval, the second read (started half an interval later) is current.
    vi.advanceTimersByTime(VERSION_CHECK_MS / 2 + 1);
    const after = versionNow(server.strapi, uids);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('are not trusted past the interval, nor after a write through this process', async () => {
    const server = serverWithCounters();
    const first = versionOf(server.strapi, uids);
    await server.answerReads();
    await first;
    tableChanged(server.strapi);
    expect(versionNow(server.strapi, uids)).toBeUndefined();
    const second = versionOf(server.strapi, uids);
    await server.answerReads();
    await second;
    vi.advanceTimersByTime(VERSION_CHECK_MS);
    expect(versionNow(server.strapi, uids)).toBeUndefined();
  });
});

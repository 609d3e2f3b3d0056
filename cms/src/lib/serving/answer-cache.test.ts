import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

/** Answers whose size is their length; counts the builds. */
function counted(maxEntries = 100, maxBytes = 10_000) {
  const cache = new AnswerCache<string>(maxEntries, maxBytes, (value) => value.length);
  const state = { builds: 0 };
  const build = (value: string) => async () => {
    state.builds++;
    return value;
  };
  return { cache, state, build };
}

describe('AnswerCache', () => {
  it('keeps an answer while its version is unchanged, and builds it again once the version moves', async () => {
    const { cache, state, build } = counted();
    expect(await cache.get('a', 'v1', build('first'))).toBe('first');
    expect(await cache.get('a', 'v1', build('second'))).toBe('first');
    expect(await cache.get('a', 'v1')).toBe('first');
    expect(await cache.get('a', 'v2')).toBeUndefined();
    expect(await cache.get('a', 'v2', build('second'))).toBe('second');
    expect(state.builds).toBe(2);
  });

  it('answers a hit at once, without a promise, only at the version it was built at', async () => {
    const { cache, build } = counted();
    const building = cache.get('a', 'v1', build('first'));
    expect(cache.current('a', 'v1')).toBeUndefined();
    await building;
    expect(cache.current('a', 'v1')).toBe('first');
    expect(cache.current('a', 'v2')).toBeUndefined();
    expect(cache.current('b', 'v1')).toBeUndefined();
  });

  it('builds a key once for requests that arrive together, and never from peek', async () => {
    const { cache, state, build } = counted();
    expect(await cache.get('a', 'v1')).toBeUndefined();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', 'v1', build('x'))));
    expect(answers).toEqual(['x', 'x', 'x']);
    expect(state.builds).toBe(1);
  });

  it('keeps no failed build: the next request builds again', async () => {
    const { cache, build } = counted();
    await expect(cache.get('a', 'v1', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await cache.get('a', 'v1')).toBeUndefined();
    expect(await cache.get('a', 'v1', build('x'))).toBe('x');
  });

  it('drops the least recently used answers beyond its entries or its bytes', async () => {
    const byEntries = counted(3);
    for (const key of ['a', 'b', 'c', 'd']) await byEntries.cache.get(key, 'v', byEntries.build(key));
    expect(await byEntries.cache.get('a', 'v')).toBeUndefined();
    expect(await byEntries.cache.get('d', 'v')).toBe('d');

    const byBytes = counted(100, 1000);
    for (let index = 0; index < 50; index++)
      await byBytes.cache.get(`page ${index}`, 'v', byBytes.build('x'.repeat(100)));
    const kept = [];
    for (let index = 0; index < 50; index++)
      if (await byBytes.cache.get(`page ${index}`, 'v')) kept.push(index);
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(kept).toContain(49);
    expect(kept).not.toContain(0);
  });

  it('forgets a key on request', async () => {
    const { cache, build } = counted();
    await cache.get('404 page', 'v', build('not found'));
    cache.forget('404 page');
    expect(await cache.get('404 page', 'v')).toBeUndefined();
  });
});

import { FETCH_LIMIT } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { ListCache, type ListSource } from './list-cache';

/** A catalogue of `size` numbered items whose version the test sets; counts what the cache loads. */
function fakeSource(size: number) {
  const state = { version: 'v1', loads: 0, versionChecks: 0 };
  const source: ListSource = {
    async version() {
      state.versionChecks++;
      return state.version;
    },
    async items(_name, limit) {
      state.loads++;
      return Array.from({ length: Math.min(size, limit) }, (_, i) => ({ n: i, version: state.version }));
    },
  };
  return { state, source };
}

const productsOf = async (cache: ListCache, limit?: number) => {
  const body = await cache.get('allProducts', limit === undefined ? {} : { limit: String(limit) });
  return JSON.parse(body.identity.toString()).products as { n: number; version: string }[];
};

describe('ListCache', () => {
  it('loads a list once at its largest limit and answers every limit with a slice of it', async () => {
    const { state, source } = fakeSource(50);
    const cache = new ListCache(source);
    expect(await productsOf(cache)).toHaveLength(50);
    expect((await productsOf(cache, 3)).map((p) => p.n)).toEqual([0, 1, 2]);
    expect(await productsOf(cache, FETCH_LIMIT * 10)).toHaveLength(50);
    expect(state.loads).toBe(1);
  });

  it('keeps a bounded number of encoded answers whatever limits are asked for', async () => {
    const { source } = fakeSource(20);
    const cache = new ListCache(source);
    await productsOf(cache);
    for (let limit = 1; limit <= 200; limit++) await productsOf(cache, limit);
    expect(await cache.peek('allProducts', {})).not.toBeNull();
    expect(await cache.peek('allProducts', { limit: '200' })).not.toBeNull();
    const kept = [];
    for (let limit = 1; limit <= 200; limit++)
      if (await cache.peek('allProducts', { limit: String(limit) })) kept.push(limit);
    expect(kept.length).toBeLessThanOrEqual(8);
  });

  it('ignores query parameters other than limit', async () => {
    const { source } = fakeSource(5);
    const cache = new ListCache(source);
    await productsOf(cache, 2);
    expect(await cache.peek('allProducts', { limit: '2', x: 'whatever', page: '7' })).not.toBeNull();
  });

  it('reloads a list once its version changes, and only then', async () => {
    const { state, source } = fakeSource(5);
    const cache = new ListCache(source);
    await productsOf(cache);
    state.version = 'v2';
    cache.invalidate('api::product.product');
    expect(await cache.peek('allProducts', {})).toBeNull();
    expect((await productsOf(cache))[0].version).toBe('v2');
    expect(state.loads).toBe(2);
  });

  it('builds a list once for concurrent requests', async () => {
    const { state, source } = fakeSource(5);
    const cache = new ListCache(source);
    await Promise.all([productsOf(cache), productsOf(cache), productsOf(cache, 2)]);
    expect(state.loads).toBe(1);
    expect(state.versionChecks).toBe(1);
  });
});

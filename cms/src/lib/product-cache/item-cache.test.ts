import { describe, expect, it } from 'vitest';
import { ItemCache, type ItemSource } from './item-cache';

const ID = 'abcdefghijklmnopqrstuvwx';
const OTHER = 'bcdefghijklmnopqrstuvwxy';

/** Items whose versions the test sets; counts what the cache asks for. */
function fakeSource() {
  const state = {
    tables: 't1',
    items: new Map<string, string>([
      [ID, 'v1'],
      [OTHER, 'w1'],
    ]),
    builds: 0,
    itemChecks: 0,
  };
  const source: ItemSource = {
    async tablesVersion() {
      return state.tables;
    },
    async itemVersion(_kind, id) {
      state.itemChecks++;
      return state.items.get(id) ?? null;
    },
    async answer(name, id) {
      state.builds++;
      const version = state.items.get(id);
      if (!version) throw new Error('not found');
      return { name, id, version };
    },
  };
  return { state, source };
}

const versionIn = async (body: Promise<{ identity: Buffer } | null>) => {
  const read = await body;
  return read ? JSON.parse(read.identity.toString()).version : null;
};

describe('ItemCache', () => {
  it('answers from memory while the tables are unchanged, without asking about the item', async () => {
    const { state, source } = fakeSource();
    const cache = new ItemCache(source);
    expect(await versionIn(cache.get('product', ID))).toBe('v1');
    expect(await versionIn(cache.peek('product', ID))).toBe('v1');
    expect(await versionIn(cache.get('product', ID))).toBe('v1');
    expect(state).toMatchObject({ builds: 1, itemChecks: 1 });
  });

  it('after a change to another item, checks this one once and keeps its answer', async () => {
    const { state, source } = fakeSource();
    const cache = new ItemCache(source);
    await cache.get('product', ID);
    state.tables = 't2';
    state.items.set(OTHER, 'w2');
    const [a, b] = await Promise.all([
      versionIn(cache.peek('product', ID)),
      versionIn(cache.peek('product', ID)),
    ]);
    expect([a, b]).toEqual(['v1', 'v1']);
    await cache.peek('product', ID);
    expect(state).toMatchObject({ builds: 1, itemChecks: 2 });
  });

  it('after a change to this item, answers nothing from peek and the new answer from get', async () => {
    const { state, source } = fakeSource();
    const cache = new ItemCache(source);
    await cache.get('productReviews', ID);
    state.tables = 't2';
    state.items.set(ID, 'v2');
    expect(await cache.peek('productReviews', ID)).toBeNull();
    expect(await versionIn(cache.get('productReviews', ID))).toBe('v2');
    expect(await versionIn(cache.peek('productReviews', ID))).toBe('v2');
  });

  it('builds once for concurrent requests, and keeps no entry for an unknown or malformed id', async () => {
    const { state, source } = fakeSource();
    const cache = new ItemCache(source);
    await Promise.all([cache.get('product', ID), cache.get('product', ID), cache.get('product', ID)]);
    expect(state.builds).toBe(1);
    const unknown = 'zzzzzzzzzzzzzzzzzzzzzzzz';
    await expect(cache.get('product', unknown)).rejects.toThrow();
    expect(await cache.peek('product', unknown)).toBeNull();
    await expect(cache.get('product', '../etc')).rejects.toThrow('Product not found');
    expect(state.builds).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { cachedBody, PageCache } from './page-cache';
import type { TableVersions } from './table-versions';

const unchanging = { versionOf: async () => 'v1' } as unknown as TableVersions;
const page = (size: number) => async () => cachedBody('x'.repeat(size));

describe('PageCache', () => {
  it('keeps a built page while its tables are unchanged', async () => {
    const cache = new PageCache(unchanging);
    await cache.get('/a', ['api::product.product'], page(10));
    expect(await cache.peek('/a', ['api::product.product'])).not.toBeNull();
    expect(cache.size).toBe(10);
  });

  it('drops the oldest pages once the built pages pass its byte bound, so a crawl cannot grow it without end', async () => {
    const cache = new PageCache(unchanging, 1000);
    for (let index = 0; index < 50; index += 1) await cache.get(`/product/${index}`, [], page(100));
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(await cache.peek('/product/0', [])).toBeNull();
    expect(await cache.peek('/product/49', [])).not.toBeNull();
  });

  it('counts a rebuilt page once and forgets a failed build', async () => {
    const cache = new PageCache(unchanging, 1000);
    await cache.get('/a', [], page(100));
    cache.forget('/a');
    await cache.get('/a', [], page(200));
    expect(cache.size).toBe(200);
    await expect(
      cache.get('/b', [], async () => Promise.reject(new Error('no index.html'))),
    ).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.peek('/b', [])).toBeNull();
    expect(cache.size).toBe(200);
  });
});

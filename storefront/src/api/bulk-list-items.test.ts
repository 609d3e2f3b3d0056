import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { bulkListItems, fetchBulkList } from './bulk-list-items';

const product = {
  _id: 'p1',
  name: 'Space Poster',
  category: 'Posters',
  subCategory: 'SPACE',
  sizes: [{ size: 'A4', actualPrice: 650, discountedPrice: 499 }],
  productImages: [{ url: '/uploads/a.webp' }],
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('bulkListItems', () => {
  it('turns list answers into catalogue items', () => {
    expect(bulkListItems([product], 'product')).toEqual([
      {
        id: 'p1',
        name: 'Space Poster',
        category: 'Posters',
        subCategory: 'SPACE',
        sizes: [{ size: 'A4', actualPrice: 650, discountedPrice: 499 }],
        image: '/uploads/a.webp',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
  });

  it('reads template images and leaves out items of the wrong shape, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const template = { ...product, _id: 't1', productImages: undefined, templateImages: ['/uploads/t.webp'] };
    const items = bulkListItems([template, { ...template, name: 42 }, null, 'x'], 'template');
    expect(items.map((item) => [item.id, item.image])).toEqual([['t1', '/uploads/t.webp']]);
    expect(warn).toHaveBeenCalledWith('Left out 3 list items of an unexpected shape');
  });
});

describe('fetchBulkList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the list only after the next frame has painted, then reads its items', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let asked = 0;
    server.use(
      http.get(apiUrl('/products/all-products'), () => {
        asked += 1;
        return HttpResponse.json({ products: [product] });
      }),
    );
    const fetching = fetchBulkList('/products/all-products', 'product');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(0);

    frames[0](performance.now());
    const items = await fetching;
    expect(asked).toBe(1);
    expect(items.map((item) => item.name)).toEqual(['Space Poster']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { bulkListItems } from './bulk-list-items';

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

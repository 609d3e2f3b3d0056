import { draftOf, valuesForType } from './draft-values';

describe('valuesForType', () => {
  it('resets the category, sizes and colours, and frames only Posters and Nikkah-Nama by default', () => {
    expect(valuesForType('Posters')).toEqual({
      subCategory: '',
      sizes: [{ size: '', actualPrice: '', discountedPrice: '' }],
      hasFrame: true,
      frameColors: [],
    });
    expect(valuesForType('Nikkah-Nama').hasFrame).toBe(true);
    for (const category of ['Frames', 'Polaroids', 'Stickers', 'Posters With Frames', ''] as const) {
      expect(valuesForType(category).hasFrame).toBe(false);
    }
  });
});

describe('draftOf', () => {
  it('prefills from a stored product, matching its category case-insensitively', () => {
    const draft = draftOf(
      {
        name: 'Urdu Nama',
        stock: 4,
        description: 'Calligraphy',
        category: 'Nikkah-Nama',
        subCategory: 'urdu',
        hasFrame: true,
        frameColors: ['Golden', 'Purple'],
        sizes: [{ size: 'A3', actualPrice: 2500, discountedPrice: null }],
      },
      [{ image: null }, { image: null }],
    );
    expect(draft).toMatchObject({
      stock: '4',
      subCategory: 'Urdu',
      frameColors: ['Golden'],
      sizes: [{ size: 'A3', actualPrice: '2500', discountedPrice: '' }],
      images: [{ image: null }, { image: null }],
    });
  });

  it('holds no size label for a type without one, and one empty row for an item without sizes', () => {
    const stored = {
      name: 'Stickers',
      stock: 1,
      description: 'Ten',
      category: 'Stickers',
      hasFrame: false,
      frameColors: [],
    };
    const labelled = draftOf({ ...stored, sizes: [{ size: 'Big', actualPrice: 300 }] }, []);
    expect(labelled.sizes).toEqual([{ size: '', actualPrice: '300', discountedPrice: '' }]);
    expect(draftOf({ ...stored, sizes: [] }, []).sizes).toEqual([
      { size: '', actualPrice: '', discountedPrice: '' },
    ]);
  });
});

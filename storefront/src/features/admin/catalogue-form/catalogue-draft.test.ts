import { catalogueDraftReducer, catalogueFieldsOf, draftOf, emptyCatalogueDraft } from './catalogue-draft';

const filled = () => ({
  ...emptyCatalogueDraft(),
  name: 'Night Sky',
  category: 'Frames' as const,
  subCategory: 'SPACE',
  hasFrame: true,
  frameColors: ['Black' as const],
  sizes: [{ size: 'A4', actualPrice: '900', discountedPrice: '' }],
});

describe('catalogueDraftReducer', () => {
  it('choosing a type resets the category and sizes, clears colours and frames Posters by default', () => {
    const next = catalogueDraftReducer(filled(), { type: 'chooseType', category: 'Posters' });
    expect(next).toMatchObject({ category: 'Posters', subCategory: '', hasFrame: true, frameColors: [] });
    expect(next.sizes).toEqual([{ size: '', actualPrice: '', discountedPrice: '' }]);
  });

  it('choosing Nikkah-Nama frames it; any other type is unframed', () => {
    expect(catalogueDraftReducer(filled(), { type: 'chooseType', category: 'Nikkah-Nama' }).hasFrame).toBe(
      true,
    );
    for (const category of ['Frames', 'Polaroids', 'Stickers', 'Posters With Frames'] as const) {
      expect(catalogueDraftReducer(filled(), { type: 'chooseType', category }).hasFrame).toBe(false);
    }
  });

  it('turning the frame off drops the chosen colours except for Frames', () => {
    const poster = { ...filled(), category: 'Posters' as const };
    expect(catalogueDraftReducer(poster, { type: 'setHasFrame', hasFrame: false }).frameColors).toEqual([]);
    expect(catalogueDraftReducer(filled(), { type: 'setHasFrame', hasFrame: false }).frameColors).toEqual([
      'Black',
    ]);
  });

  it('toggles a frame colour on and off', () => {
    const on = catalogueDraftReducer(filled(), { type: 'toggleFrameColor', color: 'Golden' });
    expect(on.frameColors).toEqual(['Black', 'Golden']);
    expect(catalogueDraftReducer(on, { type: 'toggleFrameColor', color: 'Black' }).frameColors).toEqual([
      'Golden',
    ]);
  });
});

describe('catalogueFieldsOf', () => {
  it('sends stock and prices as numbers, a missing discount as null, and leaves untouched rows out', () => {
    const draft = {
      ...filled(),
      stock: '12',
      sizes: [
        { size: ' A3 ', actualPrice: '1500', discountedPrice: '1200' },
        { size: 'A4', actualPrice: '900', discountedPrice: '' },
        { size: '', actualPrice: '', discountedPrice: '' },
      ],
    };
    expect(catalogueFieldsOf(draft)).toMatchObject({
      stock: 12,
      sizes: [
        { size: 'A3', actualPrice: 1500, discountedPrice: 1200 },
        { size: 'A4', actualPrice: 900, discountedPrice: null },
      ],
    });
  });

  it('sends no size label for Stickers and no frame for types without the option', () => {
    const draft = {
      ...filled(),
      category: 'Stickers' as const,
      subCategory: '',
      sizes: [{ size: 'Big', actualPrice: '300', discountedPrice: '' }],
    };
    expect(catalogueFieldsOf(draft)).toMatchObject({
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 300, discountedPrice: null }],
    });
  });
});

describe('draftOf', () => {
  it('prefills from a stored product, matching its category case-insensitively', () => {
    const draft = draftOf({
      name: 'Urdu Nama',
      stock: 4,
      description: 'Calligraphy',
      category: 'Nikkah-Nama',
      subCategory: 'urdu',
      hasFrame: true,
      frameColors: ['Golden', 'Purple'],
      sizes: [{ size: 'A3', actualPrice: 2500, discountedPrice: null }],
    });
    expect(draft).toMatchObject({
      stock: '4',
      subCategory: 'URDU',
      frameColors: ['Golden'],
      sizes: [{ size: 'A3', actualPrice: '2500', discountedPrice: '' }],
    });
  });
});

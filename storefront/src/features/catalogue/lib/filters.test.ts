import {
  type CatalogueFilters,
  categoryOptions,
  filterCount,
  filterProducts,
  indexItems,
  isPriceText,
  NO_FILTERS,
  priceFromText,
} from './filters';

const items = [
  {
    name: 'Starry Night',
    category: 'Posters',
    subCategory: 'space',
    sizes: [{ actualPrice: 900, discountedPrice: 700 }],
  },
  { name: 'Night Drive', category: 'Posters', subCategory: 'cars', sizes: [{ actualPrice: 1200 }] },
  { name: 'Golden Frame', category: 'Frames', subCategory: 'classic', sizes: [{ actualPrice: 2500 }] },
  { name: 'Urdu Nikkah Nama', category: 'Nikkah-Nama', subCategory: 'urdu', sizes: [] },
  { name: 'Sticker Pack', category: 'Stickers', subCategory: null, sizes: [{ actualPrice: 300 }] },
];
const indexed = indexItems(items);
const names = (filters: Partial<CatalogueFilters>) =>
  filterProducts(indexed, { ...NO_FILTERS, ...filters }).map((item) => item.name);

describe('filterProducts', () => {
  it('keeps everything with no filters', () => {
    expect(names({})).toHaveLength(items.length);
  });

  it('matches the search as a case-insensitive part of the name', () => {
    expect(names({ search: 'NIGHT' })).toEqual(['Starry Night', 'Night Drive']);
    expect(names({ search: 'rry ni' })).toEqual(['Starry Night']);
  });

  it('matches the Urdu name too on an Urdu page only', () => {
    const withUrdu = [{ ...items[3], nameUr: 'اردو نکاح نامہ' }, items[0]];
    const search = (byUrduNameToo: boolean, text: string) =>
      filterProducts(indexItems(withUrdu, byUrduNameToo), { ...NO_FILTERS, search: text }).map(
        (item) => item.name,
      );
    expect(search(true, 'نکاح')).toEqual(['Urdu Nikkah Nama']);
    expect(search(true, 'nikkah')).toEqual(['Urdu Nikkah Nama']);
    expect(search(false, 'نکاح')).toEqual([]);
  });

  it('keeps only the chosen product type, then only the chosen category', () => {
    expect(names({ type: 'Posters' })).toEqual(['Starry Night', 'Night Drive']);
    expect(names({ type: 'Posters', category: 'cars' })).toEqual(['Night Drive']);
  });

  it('prices an item at its first size’s discounted price, inclusive at both ends', () => {
    expect(names({ minPrice: 700, maxPrice: 1200 })).toEqual(['Starry Night', 'Night Drive']);
    expect(names({ minPrice: 701, maxPrice: 1199 })).toEqual([]);
  });

  it('counts an item without sizes as price 0, hiding it once the minimum is above 0', () => {
    expect(names({ maxPrice: 0 })).toEqual(['Urdu Nikkah Nama']);
    expect(names({ minPrice: 1 })).not.toContain('Urdu Nikkah Nama');
  });
});

describe('categoryOptions', () => {
  it('lists the distinct sub-categories of the chosen type’s products', () => {
    expect(categoryOptions([...items, { ...items[0], name: 'Moon' }], 'Posters')).toEqual(['CARS', 'SPACE']);
    expect(categoryOptions(items, 'Nikkah-Nama')).toEqual(['URDU']);
    // The storefront's data has categories in lower case, the admin's in capitals: one option for both.
    const admin = { ...items[0], name: 'Comet', subCategory: 'SPACE' };
    expect(categoryOptions([...items, admin], 'Posters')).toEqual(['CARS', 'SPACE']);
  });

  it('has no options without a type or for a type whose products have none', () => {
    expect(categoryOptions(items, '')).toEqual([]);
    expect(categoryOptions(items, 'Stickers')).toEqual([]);
  });
});

describe('filterCount', () => {
  it('is 0 for the defaults', () => {
    expect(filterCount(NO_FILTERS)).toBe(0);
  });

  it('counts the chosen type and category and adds one for a changed price range', () => {
    expect(filterCount({ ...NO_FILTERS, type: 'Posters' })).toBe(1);
    expect(filterCount({ ...NO_FILTERS, type: 'Posters', category: 'space' })).toBe(2);
    expect(filterCount({ ...NO_FILTERS, type: 'Posters', category: 'space', minPrice: 100 })).toBe(3);
    expect(filterCount({ ...NO_FILTERS, minPrice: 5, maxPrice: 10 })).toBe(1);
  });

  it('does not count the search text', () => {
    expect(filterCount({ ...NO_FILTERS, search: 'moon' })).toBe(0);
  });
});

describe('price inputs', () => {
  it('accept only digits or nothing', () => {
    expect(isPriceText('')).toBe(true);
    expect(isPriceText('0123')).toBe(true);
    expect(isPriceText('12a')).toBe(false);
    expect(isPriceText('-5')).toBe(false);
    expect(isPriceText('1.5')).toBe(false);
    expect(isPriceText(' 1')).toBe(false);
  });

  it('read empty as 0', () => {
    expect(priceFromText('')).toBe(0);
    expect(priceFromText('0450')).toBe(450);
  });
});

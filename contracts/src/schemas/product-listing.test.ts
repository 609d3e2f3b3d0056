import { describe, expect, it } from 'vitest';
import { productListingQuerySchema } from './product-listing';

describe('product listing query', () => {
  it('reads an empty query as the default listing', () => {
    expect(productListingQuerySchema.parse({})).toEqual({
      search: '',
      type: '',
      category: '',
      min: 0,
      max: 100000,
      page: 1,
    });
  });

  it('normalises the search and category and ignores unknown parameters', () => {
    expect(
      productListingQuerySchema.parse({
        search: '  Cars Poster ',
        type: 'Posters',
        category: 'cars',
        min: '',
        max: '500',
        page: '3',
        sort: 'x',
      }),
    ).toEqual({ search: 'cars poster', type: 'Posters', category: 'CARS', min: 0, max: 500, page: 3 });
  });

  it('reads the Urdu page’s language only with a search, so other listings stay one cache entry', () => {
    expect(productListingQuerySchema.parse({ search: ' آیت ', lang: 'ur' })).toMatchObject({
      search: 'آیت',
      lang: 'ur',
    });
    expect(productListingQuerySchema.parse({ lang: 'ur' })).not.toHaveProperty('lang');
    expect(productListingQuerySchema.parse({ search: 'moon', lang: 'en' })).not.toHaveProperty('lang');
  });

  it('keeps a category only with a type', () => {
    expect(productListingQuerySchema.parse({ category: 'CARS' }).category).toBe('');
  });

  it.each([
    [{ type: 'Mugs' }, 'type must be one of'],
    [{ min: '-1' }, 'min must be a whole number'],
    [{ max: '1e3' }, 'max must be a whole number'],
    [{ page: '0' }, 'page must be a page number'],
    [{ search: ['a', 'b'] }, 'search must be one text'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
    [{ search: 'a\u0000b' }, 'search contains a NUL character'],
    [{ search: 'moon', lang: 'fr' }, 'lang must be one of: en, ur'],
  ])('refuses %j with a message', (query, message) => {
    const result = productListingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

import { DEFAULT_LISTING_QUERY, listingQueryFrom, listingQueryParams } from './listing-query';

describe('listing query', () => {
  it('keeps only what differs from the defaults, and reads it back', () => {
    const query = {
      ...DEFAULT_LISTING_QUERY,
      search: 'night sky',
      type: 'Posters',
      category: 'SPACE',
      maxText: '900',
      page: 3,
    };
    const params = listingQueryParams(query);
    expect(params.toString()).toBe('search=night+sky&type=Posters&category=SPACE&max=900&page=3');
    expect(listingQueryFrom(params)).toEqual(query);
    expect(listingQueryParams(DEFAULT_LISTING_QUERY).toString()).toBe('');
  });

  it('reads a value that makes no sense as its default', () => {
    expect(listingQueryFrom(new URLSearchParams('type=Mugs&category=space&min=-5&max=abc&page=0'))).toEqual(
      DEFAULT_LISTING_QUERY,
    );
    expect(listingQueryFrom(new URLSearchParams('type=Posters&category=space')).category).toBe('SPACE');
  });
});

import { describe, expect, it } from 'vitest';
import { facetsOf, type ListingGroup, numericGroup, type StoredListingGroup } from './listing-facets';

const group = (type: string, category: string, inRange: number, low: number, high: number): ListingGroup => ({
  type,
  category,
  inRange,
  low,
  high,
});

// The searched rows of a small catalogue, grouped: some priced outside the chosen range.
const GROUPS = [
  group('Posters', 'CARS', 3, 499, 900),
  group('Posters', 'ANIME', 0, 1500, 2000),
  group('Posters', '', 1, 700, 700),
  group('Frames', '', 2, 1000, 1200),
  group('Stickers', '', 0, 5000, 5000),
];

describe('the listing figures from one grouped pass', () => {
  it('without a type: the total and bounds over everything, the types with a product in the range', () => {
    expect(facetsOf(GROUPS, { type: '', category: '' }, [])).toEqual({
      total: 6,
      price: { min: 499, max: 5000 },
      types: [
        { value: 'Frames', count: 2 },
        { value: 'Posters', count: 4 },
      ],
      categories: [],
    });
  });

  it('with a type and category: the total and bounds of that category; every category of the type is offered', () => {
    const figures = facetsOf(GROUPS, { type: 'Posters', category: 'ANIME' }, ['CARS', 'ANIME', 'SPACE']);
    expect(figures.total).toBe(0);
    expect(figures.price).toEqual({ min: 1500, max: 2000 });
    // The type facet does not narrow by the chosen type: a shopper can switch.
    expect(figures.types.map((type) => type.value)).toEqual(['Frames', 'Posters']);
    expect(figures.categories).toEqual([
      { value: 'ANIME', count: 0 },
      { value: 'CARS', count: 3 },
      { value: 'SPACE', count: 0 },
    ]);
  });

  it('nothing searched matches: no total, bounds of 0', () => {
    expect(facetsOf([], { type: 'Frames', category: '' }, ['GOLDEN'])).toEqual({
      total: 0,
      price: { min: 0, max: 0 },
      types: [],
      categories: [{ value: 'GOLDEN', count: 0 }],
    });
  });

  it("reads PostgreSQL's sums, answered as text, as numbers", () => {
    const fromPostgres: StoredListingGroup = {
      type: 'Frames',
      category: '',
      inRange: '2',
      low: '1000',
      high: null,
    };
    expect(numericGroup(fromPostgres)).toEqual({
      type: 'Frames',
      category: '',
      inRange: 2,
      low: 1000,
      high: null,
    });
  });
});

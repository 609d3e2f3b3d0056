import { matchesSearch } from './matches-search';
import { stockLevel } from './stock-level';

describe('stockLevel', () => {
  it('is high above 10, low from 1 to 10 and out at 0', () => {
    expect([11, 10, 1, 0].map(stockLevel)).toEqual(['high', 'low', 'low', 'out']);
  });
});

describe('matchesSearch', () => {
  it('finds a case-insensitive part of any given text; an empty term finds everything', () => {
    expect(matchesSearch('night', 'Starry NIGHT')).toBe(true);
    expect(matchesSearch('frame', 'Poster', null, 'Frames')).toBe(true);
    expect(matchesSearch('x', 'Poster', undefined)).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});

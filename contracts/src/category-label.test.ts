import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';
import { ART_CATEGORIES } from './constants';

describe('categoryLabel', () => {
  it('shows stored categories in title case with the spelling corrected', () => {
    expect(categoryLabel('EDUCTAION')).toBe('Education');
    expect(categoryLabel('ABSTRACT ART')).toBe('Abstract Art');
    expect(categoryLabel('space')).toBe('Space');
    expect(categoryLabel('FORMULA 1')).toBe('Formula 1');
    expect(categoryLabel('TV SERIES')).toBe('TV Series');
    expect(categoryLabel('Posters With Frames')).toBe('Posters With Frames');
    expect(categoryLabel('Nikkah-Nama')).toBe('Nikkah-Nama');
  });

  it('gives every art category a label that is not all capitals, BTS and NBA aside', () => {
    const shouting = ART_CATEGORIES.map(categoryLabel).filter((label) => label === label.toUpperCase());
    expect(shouting).toEqual(['BTS', 'NBA']);
  });

  it('labels any number of categories the same however often it is asked', () => {
    const values = Array.from({ length: 1200 }, (_, i) => `street art ${i}`);
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, value] of values.entries()) expect(categoryLabel(value)).toBe(`Street Art ${i}`);
    }
    expect(categoryLabel('EDUCTAION')).toBe('Education');
  });
});

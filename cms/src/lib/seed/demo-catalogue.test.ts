import { describe, expect, it } from 'vitest';
import { DEMO_REVIEWS, demoProducts, demoReviewDate, demoTemplates } from './demo-catalogue';

describe('the demo catalogue reads like a real shop', () => {
  const names = [...demoProducts(), ...demoTemplates()].map((item) => item.name);

  it('names its products without numbering them or showing the spec’s misspelt category', () => {
    expect(names.filter((name) => /No\.\s*\d|#\d/.test(name))).toEqual([]);
    expect(names.filter((name) => /eductaion/i.test(name))).toEqual([]);
    expect(names).toContain('Education Framed Print');
    expect(new Set(names).size).toBe(names.length);
  });

  it('spells the Nikkah-Nama sub-categories as the spec does', () => {
    const nikkahNamas = demoProducts().filter((item) => item.category === 'Nikkah-Nama');
    expect(nikkahNamas.map((item) => item.subCategory)).toEqual(['Urdu', 'English']);
  });

  it('dates its reviews over past weeks, not all today', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const dates = DEMO_REVIEWS.flatMap((review) => [
      demoReviewDate(review, now, false),
      demoReviewDate(review, now, true),
    ]).map((date) => date.toISOString().slice(0, 10));
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((date) => date < '2026-11-27')).toBe(true);
  });
});

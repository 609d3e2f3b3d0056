import type { Review } from '@shop/contracts';
import { averageRating, pickReviews } from './reviews';
import { shortComment, shortDescription } from './text-cuts';

const review = (id: string, rating = 5): Review => ({
  _id: id,
  name: `Reviewer ${id}`,
  rating,
  comment: 'Nice',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('averageRating', () => {
  it('is the mean with one decimal, and 0 without reviews', () => {
    expect(averageRating([review('a', 5), review('b', 4), review('c', 4)])).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });
});

describe('pickReviews', () => {
  const reviews = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => review(id));

  it('shows at most the asked number, each review once', () => {
    const shown = pickReviews(reviews, 5);
    expect(shown).toHaveLength(5);
    expect(new Set(shown.map((r) => r._id)).size).toBe(5);
  });

  it('picks at random', () => {
    const first = pickReviews(reviews, 5, null, () => 0).map((r) => r._id);
    const second = pickReviews(reviews, 5, null, () => 0.99).map((r) => r._id);
    expect(first).not.toEqual(second);
  });

  it('puts the shopper’s new review first', () => {
    for (let i = 0; i < 5; i++) expect(pickReviews(reviews, 5, 'g')[0]?._id).toBe('g');
  });
});

describe('text cuts', () => {
  it('cuts comments over 150 characters to 140 plus an ellipsis', () => {
    expect(shortComment('x'.repeat(150))).toEqual({ text: 'x'.repeat(150), isCut: false });
    expect(shortComment('x'.repeat(151))).toEqual({ text: `${'x'.repeat(140)}…`, isCut: true });
  });

  it('cuts descriptions at 200 characters', () => {
    expect(shortDescription('y'.repeat(200)).isCut).toBe(false);
    expect(shortDescription('y'.repeat(201))).toEqual({ text: `${'y'.repeat(200)}…`, isCut: true });
  });
});

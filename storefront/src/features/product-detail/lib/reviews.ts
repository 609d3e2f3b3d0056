import type { Review } from '@shop/contracts';

/** Mean rating with one decimal; 0 without reviews. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/**
 * The reviews to show: `count` picked at random, with the shopper's own new review first when there is one
 * (spec point 4, 'Review').
 */
export function pickReviews(
  reviews: readonly Review[],
  count: number,
  firstId: string | null = null,
  random: () => number = Math.random,
): Review[] {
  const first = firstId ? reviews.find((review) => review._id === firstId) : undefined;
  const rest = reviews.filter((review) => review !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as Review, rest[i] as Review];
  }
  return (first ? [first, ...rest] : rest).slice(0, count);
}

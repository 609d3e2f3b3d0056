import type { FacetCount, ProductListing, ProductListingQuery } from '@shop/contracts';

const byLocale = (a: FacetCount, b: FacetCount) => a.value.localeCompare(b.value);

/** The searched rows of one type and category: how many are in the price range, and their prices' bounds. */
export interface ListingGroup {
  type: string;
  category: string;
  inRange: number;
  low: number | null;
  high: number | null;
}

/** A group as the database answers it: PostgreSQL answers sums and numerics as strings. */
export type StoredListingGroup = Pick<ListingGroup, 'type' | 'category'> & {
  inRange: number | string;
  low: number | string | null;
  high: number | string | null;
};

export const numericGroup = (group: StoredListingGroup): ListingGroup => ({
  ...group,
  inRange: Number(group.inRange),
  low: group.low === null ? null : Number(group.low),
  high: group.high === null ? null : Number(group.high),
});

/**
 * The listing's figures from the searched rows grouped by type and category: the total and the price
 * bounds of the chosen type and category (the bounds over every price, so the range inputs can widen),
 * the types' counts within the price range (types with none left out), and the counts of each of the
 * chosen type's categories (`typeCategories`: all of them, those the search leaves empty with 0).
 */
export function facetsOf(
  groups: readonly ListingGroup[],
  query: Pick<ProductListingQuery, 'type' | 'category'>,
  typeCategories: readonly string[],
): Pick<ProductListing, 'total'> & ProductListing['facets'] {
  const chosen = groups.filter(
    (group) =>
      (!query.type || group.type === query.type) && (!query.category || group.category === query.category),
  );
  const bound = (pick: 'low' | 'high', better: (...values: number[]) => number) => {
    const values = chosen.map((group) => group[pick]).filter((value): value is number => value !== null);
    return values.length ? better(...values) : 0;
  };
  const typeCounts = new Map<string, number>();
  const categoryCounts = new Map<string, number>();
  for (const group of groups) {
    typeCounts.set(group.type, (typeCounts.get(group.type) ?? 0) + group.inRange);
    if (group.type === query.type) {
      categoryCounts.set(group.category, (categoryCounts.get(group.category) ?? 0) + group.inRange);
    }
  }
  return {
    total: chosen.reduce((sum, group) => sum + group.inRange, 0),
    price: { min: bound('low', Math.min), max: bound('high', Math.max) },
    types: [...typeCounts]
      .filter(([, count]) => count > 0)
      .map(([value, count]) => ({ value, count }))
      .sort(byLocale),
    categories: typeCategories
      .map((value) => ({ value, count: categoryCounts.get(value) ?? 0 }))
      .sort(byLocale),
  };
}

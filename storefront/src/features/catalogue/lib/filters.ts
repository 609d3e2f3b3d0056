import { DEFAULT_PRICE_RANGE, listingPrice, type PricedSize } from '@shop/contracts';

/** What the listing filters look at in a product or template. */
export interface FilterableItem {
  name: string;
  nameUr?: string;
  /** The product type. */
  category: string;
  subCategory?: string | null;
  sizes?: readonly PricedSize[];
}

/** An item with its lower-case name and listing price worked out once, so a keystroke only compares. */
export interface IndexedItem<T extends FilterableItem> {
  item: T;
  searchName: string;
  /** The sub-category in capitals: the storefront's data has it in lower case, the admin's in upper. */
  category: string;
  price: number;
}

export interface CatalogueFilters {
  search: string;
  /** A product type, or '' for any. */
  type: string;
  /** A sub-category of the chosen type, or '' for any. */
  category: string;
  minPrice: number;
  maxPrice: number;
}

export const NO_FILTERS: CatalogueFilters = {
  search: '',
  type: '',
  category: '',
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
};

/** `byUrduNameToo`: an Urdu page's search matches the Urdu names as well. */
export function indexItems<T extends FilterableItem>(
  items: readonly T[],
  byUrduNameToo = false,
): IndexedItem<T>[] {
  return items.map((item) => ({
    item,
    searchName: (byUrduNameToo && item.nameUr ? `${item.name}\n${item.nameUr}` : item.name).toLowerCase(),
    category: (item.subCategory ?? '').toUpperCase(),
    price: listingPrice(item.sizes),
  }));
}

/**
 * Spec point 5: name contains the search (any case), type equals the product's category, category equals
 * its sub-category, and the first size's price (0 without sizes) lies within min-max inclusive.
 */
export function filterProducts<T extends FilterableItem>(
  indexed: readonly IndexedItem<T>[],
  filters: CatalogueFilters,
): T[] {
  const search = filters.search.trim().toLowerCase();
  const result: T[] = [];
  for (const entry of indexed) {
    if (search && !entry.searchName.includes(search)) continue;
    if (filters.type && entry.item.category !== filters.type) continue;
    if (filters.category && entry.category !== filters.category.toUpperCase()) continue;
    if (entry.price < filters.minPrice || entry.price > filters.maxPrice) continue;
    result.push(entry.item);
  }
  return result;
}

/**
 * The category options of a type: the distinct sub-categories of that type's products, in capitals
 * whatever case each item has (shown with categoryLabel); none without a type.
 */
export function categoryOptions(items: readonly FilterableItem[], type: string): string[] {
  if (!type) return [];
  const options = new Set<string>();
  for (const item of items) {
    if (item.category === type && item.subCategory) options.add(item.subCategory.toUpperCase());
  }
  return [...options].sort((a, b) => a.localeCompare(b));
}

/** The 'Filters(n)' badge: one per chosen type or category, plus one when the price range is not the default. */
export function filterCount(filters: CatalogueFilters): number {
  const priceChanged =
    filters.minPrice !== DEFAULT_PRICE_RANGE.min || filters.maxPrice !== DEFAULT_PRICE_RANGE.max;
  return (filters.type ? 1 : 0) + (filters.category ? 1 : 0) + (priceChanged ? 1 : 0);
}

/** Price inputs take only digits or nothing; any other keystroke is ignored (spec point 5). */
export function isPriceText(text: string): boolean {
  return /^\d*$/.test(text);
}

/** An empty price input counts as 0. */
export function priceFromText(text: string): number {
  return text === '' ? 0 : Number(text);
}

/** Stock at or under this many (and above none) is low (spec point 4's badge, point 9's admin colours). */
export const LOW_STOCK_LIMIT = 10;

export type StockLevel = 'out' | 'low' | 'in';

/** 0 out, 1 to 10 low, above 10 in stock. */
export function stockLevelOf(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_LIMIT ? 'low' : 'in';
}

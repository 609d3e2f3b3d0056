export type StockLevel = 'high' | 'low' | 'out';

/** Admin stock colours (spec point 9): above 10 high, 1 to 10 low, 0 out. */
export function stockLevel(stock: number): StockLevel {
  if (stock > 10) return 'high';
  if (stock > 0) return 'low';
  return 'out';
}

import { stockLevelOf } from '@shop/contracts';

export type StockLevel = 'high' | 'low' | 'out';

/** Admin stock colours (spec point 9): above 10 high, 1 to 10 low, 0 out. */
export function stockLevel(stock: number): StockLevel {
  const level = stockLevelOf(stock);
  return level === 'in' ? 'high' : level;
}

import { stockLevel } from '../lib/stock-level';
import styles from './stock-count.module.css';

const levelClass = { high: styles.stockHigh, low: styles.stockLow, out: styles.stockOut };

/** Stock in the spec's colours: green above 10, yellow 1 to 10, red at 0 (optionally worded 'Out of Stock'). */
export function StockCount({ stock, sayOutOfStock = false }: { stock: number; sayOutOfStock?: boolean }) {
  const level = stockLevel(stock);
  return (
    <span className={levelClass[level]} data-stock-level={level}>
      {level === 'out' && sayOutOfStock ? 'Out of Stock' : stock}
    </span>
  );
}

import { stockLabel, stockLevel } from '../lib/purchase-rules';
import styles from './product-summary.module.css';

/** 'In Stock', 'Only N left' or 'Out of Stock' (spec point 4). */
export function StockBadge({ stock }: { stock: number }) {
  return (
    <span className={`${styles.stock} ${styles[stockLevel(stock)]}`} data-testid="stock-badge">
      {stockLabel(stock)}
    </span>
  );
}

import { stockLevelOf } from '@shop/contracts';
import { stockLabel } from '../lib/purchase-rules';
import styles from './product-summary.module.css';

/** 'In Stock', 'Only N left' or 'Out of Stock' (spec point 4). */
export function StockBadge({ stock }: { stock: number }) {
  return (
    <span className={`${styles.stock} ${styles[stockLevelOf(stock)]}`} data-testid="stock-badge">
      {stockLabel(stock)}
    </span>
  );
}

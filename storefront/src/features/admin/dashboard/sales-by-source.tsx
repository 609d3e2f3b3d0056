import { type DashboardSummary, formatRupees, ORDER_SOURCE_LABELS } from '@shop/contracts';
import styles from './dashboard.module.css';

/** The last 30 days' sales per source: how much comes through the website, and how much staff take by hand. */
export function SalesBySource({ sales }: { sales: DashboardSummary['salesBySourceLast30Days'] }) {
  return (
    <section className={styles.panel} aria-label="Sales by source">
      <h2 className={styles.panelTitle}>Sales by source, last 30 days</h2>
      <dl className={styles.periodFigures}>
        {sales.map(({ source, orders, revenue }) => (
          <div key={source}>
            <dt>
              {ORDER_SOURCE_LABELS[source]} ({orders} {orders === 1 ? 'order' : 'orders'})
            </dt>
            <dd>{formatRupees(revenue)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

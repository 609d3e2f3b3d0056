import { type DashboardSummary, formatRupees } from '@shop/contracts';
import styles from './dashboard.module.css';

type Discounts = NonNullable<DashboardSummary['discounts']>;

/** Discount codes on the last 30 days' sales: the rupees given, and each code's orders and rupees (issue #34 item 8). */
export function DiscountFigures({ discounts }: { discounts: Discounts }) {
  return (
    <section className={styles.panel} aria-label="Discount codes, last 30 days">
      <h2 className={styles.panelTitle}>Discount codes, last 30 days</h2>
      <dl className={styles.periodFigures}>
        <div>
          <dt>Discount given ({discounts.ordersLast30Days} orders)</dt>
          <dd>{formatRupees(discounts.givenLast30Days)}</dd>
        </div>
        {discounts.byCode.map(({ code, orders, given }) => (
          <div key={code}>
            <dt>
              {code}: {orders} {orders === 1 ? 'order' : 'orders'}
            </dt>
            <dd>{formatRupees(given)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

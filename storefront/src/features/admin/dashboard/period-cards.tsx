import { type DashboardSummary, formatRupees } from '@shop/contracts';
import styles from './dashboard.module.css';

const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'last7Days', label: 'Last 7 days' },
  { key: 'last30Days', label: 'Last 30 days' },
] as const;

/** Sales (orders neither cancelled nor returned), revenue and the average order today, over 7 and 30 days. */
export function PeriodCards({ periods }: { periods: DashboardSummary['periods'] }) {
  return (
    <ul className={styles.periods} aria-label="Sales">
      {PERIODS.map(({ key, label }) => (
        <li key={key} className={styles.period}>
          <h2 className={styles.periodLabel}>{label}</h2>
          <dl className={styles.periodFigures}>
            <div>
              <dt>Orders</dt>
              <dd>{periods[key].orders}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>{formatRupees(periods[key].revenue)}</dd>
            </div>
            <div>
              <dt>Average order</dt>
              <dd>{formatRupees(periods[key].averageOrder)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

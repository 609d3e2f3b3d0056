import type { DashboardSummary } from '@shop/contracts';
import { useId } from 'react';
import styles from './dashboard.module.css';

type Day = DashboardSummary['dailyOrders'][number];

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** Days come as YYYY-MM-DD; read them as calendar dates, not instants. */
const labelOf = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed);
};

/** Orders per day over the last 30 days, as plain SVG bars with a table for screen readers. */
export function DailyOrdersChart({ days }: { days: readonly Day[] }) {
  const titleId = useId();
  const busiest = Math.max(0, ...days.map((d) => d.orders));
  const most = Math.max(1, busiest);
  const total = days.reduce((sum, d) => sum + d.orders, 0);
  const barWidth = days.length > 0 ? WIDTH / days.length - GAP : 0;
  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.panelTitle}>
        Daily orders (last 30 days)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        preserveAspectRatio="none"
      >
        <title>Daily orders (last 30 days)</title>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.chartAxis} />
        {days.map((day, index) => {
          const height = (day.orders / most) * (HEIGHT - 10);
          return (
            <rect
              key={day.date}
              x={index * (barWidth + GAP) + GAP / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className={styles.chartBar}
            >
              <title>{`${labelOf(day.date)}: ${day.orders} orders`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className={styles.chartDates} aria-hidden="true">
          <span>{labelOf(days[0].date)}</span>
          <span>{labelOf(days[days.length - 1].date)}</span>
        </div>
      )}
      <p id={`${titleId}-summary`} className={styles.chartSummary}>
        {total} orders in {days.length} days{total > 0 ? `; the busiest day had ${busiest}` : ''}.
      </p>
      <table className="visually-hidden">
        <caption>Orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{labelOf(day.date)}</th>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

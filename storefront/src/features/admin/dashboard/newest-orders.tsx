import { type DashboardSummary, formatRupees } from '@shop/contracts';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format-short-date';
import { DashboardFeed } from './dashboard-feed';
import styles from './dashboard.module.css';

export function NewestOrders({ orders }: { orders: DashboardSummary['newestOrders'] }) {
  return (
    <DashboardFeed
      title="Newest orders"
      to={paths.admin.orders}
      allLabel="View all orders"
      emptyText="No orders yet."
      items={orders}
      keyOf={(order) => order._id}
      entry={(order) => (
        <>
          <span className={styles.feedTitle}>Order #{order.orderNumber}</span>
          <span>
            {order.customerName || 'N/A'} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
            {formatRupees(order.total)}
          </span>
          <span className={styles.muted}>{formatShortDate(order.createdAt)}</span>
        </>
      )}
    />
  );
}
